import { EmployeeLevel } from '../../modules/employee/entities/employee.entity';

/** The demo logins of the embedded default; the README lists the same ones. */
export const DEMO_ACCOUNTS = {
  seller: {
    email: 'seller@demo.gebeya.et',
    password: 'DemoSeller2026',
    sellerFirstName: 'Abebe',
    sellerLastName: 'Kebede',
    PhoneNumber: '+251911234567',
    sellerCountry: 'Ethiopia',
    sellerCity: 'Addis Ababa',
  },
  buyer: {
    email: 'buyer@demo.gebeya.et',
    password: 'DemoBuyer2026',
    buyerFirstName: 'Hanna',
    buyerLastName: 'Tesfaye',
    PhoneNumber: '+251922345678',
    buyerCity: 'Addis Ababa',
  },
  admin: {
    email: 'admin@demo.gebeya.et',
    password: 'DemoAdmin2026',
    employeeFirstName: 'Selam',
    employeeLastName: 'Bekele',
    PhoneNumber: '+251933456789',
    companyRoleId: EmployeeLevel.Admin,
  },
} as const;
