import { createContext, useContext } from 'react';

/** What `<Form>` shares with its parts beyond react-hook-form: uploads under way keep Save disabled. */
export interface FormKitState {
  pendingUploads: number;
  /** Marks an upload as started; call the returned function when it ends (any way). */
  beginUpload(): () => void;
}

export const FormKitContext = createContext<FormKitState>({ pendingUploads: 0, beginUpload: () => () => undefined });

export const useFormKit = () => useContext(FormKitContext);
