/**
 * The client's payload types and the API's request schemas describe the same bodies: each
 * payload the typed client sends must be what the route's zod schema accepts, and each record
 * the route answers must satisfy the client's type (the handlers' return types are checked
 * against their response schemas by the type provider). A disagreement fails the typecheck of
 * this file (`npx tsc -p apps/api`); the runtime checks below only confirm one sample of each.
 */
import { describe, expectTypeOf, it, expect } from 'vitest';
import type { z } from 'zod';
import type {
  LoginRequest,
  PartnerRequest,
  PopupTextRequest,
  RefreshRequest,
  RegisterRequest,
  ResendRequest,
  RoleCreateRequest,
  RoleUpdateRequest,
  SettingRequest,
  TemplateCreateRequest,
  TemplatePreviewRequest,
  TemplateUpdateRequest,
  VerifyRequest,
  VideoLinkRequest,
} from '@admin/api-client/contract';
import type {
  Assignee,
  CancelRequest,
  Company,
  DownloadLink,
  FeeEntry,
  Order,
  OrderCoverResult,
  OrderFilterData,
  OrderReportTotals,
  OrderTimeResult,
  ProjectFee,
  ProjectMediaFile,
  ProjectMediaResult,
  RiskItem,
  Role,
  SearchResults,
  KycCheck,
  ClientErrorEntry,
  RevealedCustomerDetails,
  Customer,
  Employee,
  KycReview,
  Portfolio,
  Project,
  WalletTransaction,
  UserSession,
  SessionsRevoked,
  StaffUser,
  OtpChallenge,
  VerifyResult,
  RefreshResult,
  HealthResponse,
  ReadinessResponse,
  PinResult,
  QueueCounts,
  Setting,
  Partner,
  PopupText,
  VideoLink,
  VideoLinkPage,
  Country,
  Template,
  TemplatePreview,
} from '@admin/api-client/contract';
import type {
  CancelRequestSortQuery,
  CompanySortQuery,
  CountrySortQuery,
  CustomerSortQuery,
  EmployeeSortQuery,
  FeeSortQuery,
  OrderReportSortQuery,
  OrderSortQuery,
  PartnerSortQuery,
  PopupTextSortQuery,
  ProjectSortQuery,
  PropertyFilterSortQuery,
  RoleSortQuery,
  SettingSortQuery,
  TemplateSortQuery,
  TransactionSortQuery,
  UserFilterSortQuery,
  VideoLinkSortQuery,
} from '@admin/api-client/contract';
import type { searchAnswer } from '../src/modules/search/answers';
import type { employeeAnswer } from '../src/modules/employees/answers';
import type {
  customerAnswer,
  kycCheckAnswer,
  kycReviewAnswer,
  portfolioAnswer,
  revealedAnswer,
} from '../src/modules/customers/answers';
import type { userFilterQuery } from '../src/modules/customers/schemas';
import type { projectListQuery, propertyFilterQuery } from '../src/modules/projects/schemas';
import type { orderListQuery, orderReportQuery } from '../src/modules/orders/schemas';
import type { cancelRequestListQuery } from '../src/modules/cancel-requests/schemas';
import type { companyListQuery } from '../src/modules/companies/schemas';
import type { employeeListQuery } from '../src/modules/employees/schemas';
import type { feeListQuery } from '../src/modules/fees/schemas';
import type { roleQuery } from '../src/modules/roles/schemas';
import type { templateAnswer, templatePreviewAnswer } from '../src/modules/templates/answers';
import type { templateListQuery } from '../src/modules/templates/schemas';
import type { transactionFilterQuery } from '../src/modules/transactions/routes';
import type { countryAnswer, countryQuery } from '../src/modules/config/countries';
import type { partnerAnswer, partnerQuery } from '../src/modules/config/partners';
import type { popupTextAnswer, popupTextQuery } from '../src/modules/config/popup-texts';
import type { settingAnswer, settingQuery } from '../src/modules/config/settings';
import type { videoLinkAnswer, videoLinkPageAnswer, videoLinkQuery } from '../src/modules/config/video-links';
import type { walletTransactionAnswer } from '../src/modules/transactions/answers';
import type { sessionsRevokedAnswer, userSessionAnswer } from '../src/modules/sessions/answers';
import type { otpChallengeAnswer, refreshAnswer, staffUserSchema, verifyAnswer } from '../src/auth/schemas';
import type { healthResponse, readyResponse } from '../src/observability/health';
import type { pinResponse } from '../src/files/routes';
import type { queueCountsSchema } from '../src/modules/queues/routes';
import type { clientErrorEntryAnswer } from '../src/observability/system-routes';
import type {
  downloadLinkAnswer,
  orderAnswer,
  orderCoverAnswer,
  orderFilterAnswer,
  orderReportTotalsAnswer,
  orderTimeAnswer,
} from '../src/modules/orders/answers';
import type { cancelRequestAnswer } from '../src/modules/cancel-requests/answers';
import type { assigneeAnswer } from '../src/modules/queues/assignment';
import type { companyAnswer } from '../src/modules/companies/answers';
import type { mediaFileAnswer, projectAnswer, projectMediaAnswer, riskAnswer } from '../src/modules/projects/answers';
import type { feeEntryAnswer, projectFeeAnswer } from '../src/modules/fees/answers';
import type { roleAnswer } from '../src/modules/roles/answers';
import type { refreshBody, registerBody, resendBody, verifyBody } from '../src/auth/schemas';
import { loginBody } from '../src/auth/schemas';
import type { partnerBody } from '../src/modules/config/partners';
import type { popupTextBody } from '../src/modules/config/popup-texts';
import { settingBody } from '../src/modules/config/settings';
import type { videoLinkBody } from '../src/modules/config/video-links';
import type { roleBody, updateBody as roleUpdateBody } from '../src/modules/roles/schemas';
import type { previewStoredBody, updateBody as templateUpdateBody } from '../src/modules/templates/schemas';
import { createBody as templateCreateBody } from '../src/modules/templates/schemas';

describe("the client's payloads are what the routes accept", () => {
  it('sign-in', () => {
    expectTypeOf<LoginRequest>().toExtend<z.input<typeof loginBody>>();
    expectTypeOf<RegisterRequest>().toExtend<z.input<typeof registerBody>>();
    expectTypeOf<VerifyRequest>().toExtend<z.input<typeof verifyBody>>();
    expectTypeOf<ResendRequest>().toExtend<z.input<typeof resendBody>>();
    expectTypeOf<RefreshRequest>().toExtend<z.input<typeof refreshBody>>();
    expect(loginBody.safeParse({ phone: '9999999999', country_code: '+91' } satisfies LoginRequest).success).toBe(true);
  });

  it('configuration', () => {
    expectTypeOf<SettingRequest>().toExtend<z.input<typeof settingBody>>();
    expectTypeOf<PartnerRequest>().toExtend<z.input<typeof partnerBody>>();
    expectTypeOf<VideoLinkRequest>().toExtend<z.input<typeof videoLinkBody>>();
    expectTypeOf<PopupTextRequest>().toExtend<z.input<typeof popupTextBody>>();
    expect(settingBody.safeParse({ name: 'a', value: 'b' } satisfies SettingRequest).success).toBe(true);
  });

  it('roles and templates', () => {
    expectTypeOf<RoleCreateRequest>().toExtend<z.input<typeof roleBody>>();
    expectTypeOf<RoleUpdateRequest>().toExtend<z.input<typeof roleUpdateBody>>();
    expectTypeOf<TemplateCreateRequest>().toExtend<z.input<typeof templateCreateBody>>();
    expectTypeOf<TemplateUpdateRequest>().toExtend<z.input<typeof templateUpdateBody>>();
    expectTypeOf<Pick<TemplatePreviewRequest, 'variables'>>().toExtend<z.input<typeof previewStoredBody>>();
    expect(
      templateCreateBody.safeParse({
        name: 'n',
        kind: 'email',
        subject: null,
        body: 'b',
      } satisfies TemplateCreateRequest).success,
    ).toBe(true);
  });
});

/**
 * The `sort` and `order` a list's query schema accepts (its parsed values: the sort field is typed by
 * its keys only on that side), as the client's `SortQuery` spells them. The schema also takes an
 * empty `sort` (the list's own order), which the client never sends.
 */
type RouteSort<Query extends z.ZodType<{ sort?: unknown; order?: unknown }>> = {
  sort?: Exclude<z.output<Query>['sort'], ''>;
  order?: z.output<Query>['order'];
};

describe("the lists sort by the client's keys", () => {
  it('every sortable list takes exactly the sort keys and orders of its client type', () => {
    expectTypeOf<RouteSort<typeof projectListQuery>>().toEqualTypeOf<ProjectSortQuery>();
    expectTypeOf<RouteSort<typeof propertyFilterQuery>>().toEqualTypeOf<PropertyFilterSortQuery>();
    expectTypeOf<RouteSort<typeof companyListQuery>>().toEqualTypeOf<CompanySortQuery>();
    expectTypeOf<RouteSort<typeof userFilterQuery>>().toEqualTypeOf<UserFilterSortQuery>();
    // `GET /v2/customer` takes the users filter without its role.
    expectTypeOf<RouteSort<typeof userFilterQuery>>().toEqualTypeOf<CustomerSortQuery>();
    expectTypeOf<RouteSort<typeof employeeListQuery>>().toEqualTypeOf<EmployeeSortQuery>();
    expectTypeOf<RouteSort<typeof roleQuery>>().toEqualTypeOf<RoleSortQuery>();
    expectTypeOf<RouteSort<typeof feeListQuery>>().toEqualTypeOf<FeeSortQuery>();
    expectTypeOf<RouteSort<typeof orderListQuery>>().toEqualTypeOf<OrderSortQuery>();
    expectTypeOf<RouteSort<typeof orderReportQuery>>().toEqualTypeOf<OrderReportSortQuery>();
    expectTypeOf<RouteSort<typeof cancelRequestListQuery>>().toEqualTypeOf<CancelRequestSortQuery>();
    expectTypeOf<RouteSort<typeof transactionFilterQuery>>().toEqualTypeOf<TransactionSortQuery>();
    expectTypeOf<RouteSort<typeof templateListQuery>>().toEqualTypeOf<TemplateSortQuery>();
    expectTypeOf<RouteSort<typeof countryQuery>>().toEqualTypeOf<CountrySortQuery>();
    expectTypeOf<RouteSort<typeof partnerQuery>>().toEqualTypeOf<PartnerSortQuery>();
    expectTypeOf<RouteSort<typeof popupTextQuery>>().toEqualTypeOf<PopupTextSortQuery>();
    expectTypeOf<RouteSort<typeof settingQuery>>().toEqualTypeOf<SettingSortQuery>();
    expectTypeOf<RouteSort<typeof videoLinkQuery>>().toEqualTypeOf<VideoLinkSortQuery>();
  });
});

describe("the routes' answers describe the client's records, field for field", () => {
  it('customers, employees, KYC reviews and portfolios', () => {
    expectTypeOf<z.output<typeof customerAnswer>>().toEqualTypeOf<Customer>();
    expectTypeOf<z.output<typeof employeeAnswer>>().toEqualTypeOf<Employee>();
    expectTypeOf<z.output<typeof kycReviewAnswer>>().toEqualTypeOf<KycReview>();
    expectTypeOf<z.output<typeof portfolioAnswer>>().toEqualTypeOf<Portfolio>();
  });

  it('orders, cancel requests and the work queues', () => {
    expectTypeOf<z.output<typeof orderAnswer>>().toEqualTypeOf<Order>();
    expectTypeOf<z.output<typeof orderReportTotalsAnswer>>().toEqualTypeOf<OrderReportTotals>();
    expectTypeOf<z.output<typeof orderFilterAnswer>>().toEqualTypeOf<OrderFilterData>();
    expectTypeOf<z.output<typeof orderTimeAnswer>>().toEqualTypeOf<OrderTimeResult>();
    expectTypeOf<z.output<typeof orderCoverAnswer>>().toEqualTypeOf<OrderCoverResult>();
    expectTypeOf<z.output<typeof downloadLinkAnswer>>().toEqualTypeOf<DownloadLink>();
    expectTypeOf<z.output<typeof cancelRequestAnswer>>().toEqualTypeOf<CancelRequest>();
    expectTypeOf<z.output<typeof assigneeAnswer>>().toEqualTypeOf<Assignee>();
  });

  it('companies, projects, fees and roles', () => {
    expectTypeOf<z.output<typeof companyAnswer>>().toEqualTypeOf<Company>();
    expectTypeOf<z.output<typeof projectAnswer>>().toEqualTypeOf<Project>();
    expectTypeOf<z.output<typeof projectMediaAnswer>>().toEqualTypeOf<ProjectMediaResult>();
    expectTypeOf<z.output<typeof mediaFileAnswer>>().toEqualTypeOf<ProjectMediaFile>();
    expectTypeOf<z.output<typeof riskAnswer>>().toEqualTypeOf<RiskItem>();
    expectTypeOf<z.output<typeof feeEntryAnswer>>().toEqualTypeOf<FeeEntry>();
    expectTypeOf<z.output<typeof projectFeeAnswer>>().toEqualTypeOf<ProjectFee>();
    expectTypeOf<z.output<typeof roleAnswer>>().toEqualTypeOf<Role>();
  });

  it('search, KYC evidence and the client error reports', () => {
    expectTypeOf<z.output<typeof searchAnswer>>().toEqualTypeOf<SearchResults>();
    expectTypeOf<z.output<typeof kycCheckAnswer>>().toEqualTypeOf<KycCheck>();
    expectTypeOf<z.output<typeof revealedAnswer>>().toEqualTypeOf<RevealedCustomerDetails>();
    expectTypeOf<z.output<typeof clientErrorEntryAnswer>>().toEqualTypeOf<ClientErrorEntry>();
  });

  it('transactions, configuration records and templates', () => {
    expectTypeOf<z.output<typeof walletTransactionAnswer>>().toEqualTypeOf<WalletTransaction>();
    expectTypeOf<z.output<typeof settingAnswer>>().toEqualTypeOf<Setting>();
    expectTypeOf<z.output<typeof partnerAnswer>>().toEqualTypeOf<Partner>();
    expectTypeOf<z.output<typeof popupTextAnswer>>().toEqualTypeOf<PopupText>();
    expectTypeOf<z.output<typeof videoLinkAnswer>>().toEqualTypeOf<VideoLink>();
    expectTypeOf<z.output<typeof videoLinkPageAnswer>>().toEqualTypeOf<VideoLinkPage>();
    expectTypeOf<z.output<typeof countryAnswer>>().toEqualTypeOf<Country>();
    expectTypeOf<z.output<typeof templateAnswer>>().toEqualTypeOf<Template>();
    expectTypeOf<z.output<typeof templatePreviewAnswer>>().toEqualTypeOf<TemplatePreview>();
  });

  it('sign-in, sessions, the work queues and the operator endpoints', () => {
    expectTypeOf<z.output<typeof otpChallengeAnswer>>().toEqualTypeOf<OtpChallenge>();
    expectTypeOf<z.output<typeof staffUserSchema>>().toEqualTypeOf<StaffUser>();
    expectTypeOf<z.output<typeof verifyAnswer>>().toEqualTypeOf<VerifyResult>();
    expectTypeOf<z.output<typeof refreshAnswer>>().toEqualTypeOf<RefreshResult>();
    expectTypeOf<z.output<typeof userSessionAnswer>>().toEqualTypeOf<UserSession>();
    expectTypeOf<z.output<typeof sessionsRevokedAnswer>>().toEqualTypeOf<SessionsRevoked>();
    expectTypeOf<z.output<typeof queueCountsSchema>>().toEqualTypeOf<QueueCounts>();
    expectTypeOf<z.output<typeof healthResponse>>().toEqualTypeOf<HealthResponse>();
    expectTypeOf<z.output<typeof readyResponse>>().toEqualTypeOf<ReadinessResponse>();
    expectTypeOf<z.output<typeof pinResponse>>().toEqualTypeOf<PinResult>();
  });
});
