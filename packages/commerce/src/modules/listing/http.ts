// The listing's HTTP door for other modules' routes: the product card as answers list it.
export { ProductCardSchema } from './wire.ts';
