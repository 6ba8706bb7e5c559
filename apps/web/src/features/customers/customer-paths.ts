/** The customer page's path: other areas link a customer's name here. */
export const customerPath = (customerId: string) => `/customers/${customerId}`;
