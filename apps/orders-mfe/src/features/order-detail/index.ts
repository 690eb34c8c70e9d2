export { OrderDetail } from './components/OrderDetail';
