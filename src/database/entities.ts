import { Buyer } from '../modules/buyer/entities/buyer.entity';
import { Employee } from '../modules/employee/entities/employee.entity';
import { Seller } from '../modules/seller/entities/seller.entity';

/** Every entity of every module: the migration CLI and the app load the same list. */
export const ENTITIES = [Seller, Buyer, Employee];
