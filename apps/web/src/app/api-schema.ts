// Generated from the admin API's OpenAPI document by `npm run api-types -w apps/api`; do not edit.
// A test fails when it no longer matches the routes (apps/api/src/cli/api-types.test.ts).
export interface paths {
    "/admin/accessRequests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    format?: "json" | "csv";
                    limit?: number;
                    page?: number;
                    status?: "PENDING" | "APPROVED" | "REFUSED";
                    withTotal?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                createdAt: string;
                                decidedAt: string | null;
                                decidedBy: string | null;
                                decidedByName: string | null;
                                email: string;
                                id: string;
                                /** @enum {string} */
                                status: "PENDING" | "APPROVED" | "REFUSED";
                                username: string;
                            }[];
                            limit: number;
                            page: number;
                            total: number | null;
                            totalIsCapped: boolean;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/accessRequests/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @default support
                         * @enum {string}
                         */
                        role?: "admin" | "support" | "finance" | "vendorsReadOnly";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            decidedAt: string | null;
                            decidedBy: string | null;
                            decidedByName: string | null;
                            email: string;
                            id: string;
                            /** @enum {string} */
                            status: "PENDING" | "APPROVED" | "REFUSED";
                            username: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/accessRequests/{id}/refuse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            decidedAt: string | null;
                            decidedBy: string | null;
                            decidedByName: string | null;
                            email: string;
                            id: string;
                            /** @enum {string} */
                            status: "PENDING" | "APPROVED" | "REFUSED";
                            username: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/activities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    action?: string;
                    actorId?: string;
                    endDate?: string;
                    format?: "json" | "csv";
                    limit?: number;
                    outcome?: "SUCCESS" | "FAILURE" | "DENIED";
                    page?: number;
                    startDate?: string;
                    targetId?: string;
                    targetType?: string;
                    withTotal?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                action: string;
                                actorEmail: string | null;
                                actorId: string | null;
                                after: unknown;
                                before: unknown;
                                detail: string | null;
                                id: number;
                                ip: string | null;
                                occurredAt: string;
                                /** @enum {string} */
                                outcome: "SUCCESS" | "FAILURE" | "DENIED";
                                serviceAccount: {
                                    id: string;
                                    name: string;
                                } | null;
                                targetId: string | null;
                                targetType: string | null;
                                userAgent: string | null;
                            }[];
                            limit: number;
                            page: number;
                            total: number | null;
                            totalIsCapped: boolean;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/bankAccounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    country?: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                    customerId?: string;
                    format?: "json" | "csv";
                    limit?: number;
                    page?: number;
                    search?: string;
                    status?: "PENDING" | "VERIFIED" | "REJECTED";
                    withTotal?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                accountNumber: string;
                                bankName: string;
                                country: string;
                                createdAt: string;
                                currency: string;
                                customer: {
                                    email: string;
                                    id: string;
                                    name: string;
                                };
                                decidedAt: string | null;
                                decidedBy: {
                                    id: string;
                                    name: string;
                                } | null;
                                holderMismatch: boolean;
                                holderName: string;
                                id: string;
                                kycName: string;
                                rejectReason: string | null;
                                /** @enum {string} */
                                status: "PENDING" | "VERIFIED" | "REJECTED";
                            }[];
                            limit: number;
                            page: number;
                            total: number | null;
                            totalIsCapped: boolean;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/bankAccounts/{bankAccountId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    bankAccountId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accountNumber: string;
                            bankName: string;
                            country: string;
                            createdAt: string;
                            currency: string;
                            customer: {
                                email: string;
                                id: string;
                                name: string;
                            };
                            decidedAt: string | null;
                            decidedBy: {
                                id: string;
                                name: string;
                            } | null;
                            holderMismatch: boolean;
                            holderName: string;
                            id: string;
                            kycName: string;
                            rejectReason: string | null;
                            /** @enum {string} */
                            status: "PENDING" | "VERIFIED" | "REJECTED";
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/bankAccounts/{bankAccountId}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    bankAccountId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accountNumber: string;
                            bankName: string;
                            country: string;
                            createdAt: string;
                            currency: string;
                            customer: {
                                email: string;
                                id: string;
                                name: string;
                            };
                            decidedAt: string | null;
                            decidedBy: {
                                id: string;
                                name: string;
                            } | null;
                            holderMismatch: boolean;
                            holderName: string;
                            id: string;
                            kycName: string;
                            rejectReason: string | null;
                            /** @enum {string} */
                            status: "PENDING" | "VERIFIED" | "REJECTED";
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/changePassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        confirmPassword: string;
                        newPassword: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Too many failed attempts: try again later */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    country?: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                    restricted?: "SIGN_UP" | "DEPOSIT" | "WITHDRAWAL" | "ANY";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** @enum {string} */
                                country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                                depositAllowed: boolean;
                                signUpAllowed: boolean;
                                updatedAt: string | null;
                                updatedBy: {
                                    id: string;
                                    name: string;
                                } | null;
                                withdrawalAllowed: boolean;
                            }[];
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/countries/{country}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        allowed: boolean;
                        /** @enum {string} */
                        operation: "SIGN_UP" | "DEPOSIT" | "WITHDRAWAL";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                            depositAllowed: boolean;
                            signUpAllowed: boolean;
                            updatedAt: string | null;
                            updatedBy: {
                                id: string;
                                name: string;
                            } | null;
                            withdrawalAllowed: boolean;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/countries/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    country?: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                    limit?: number;
                    operation?: "SIGN_UP" | "DEPOSIT" | "WITHDRAWAL";
                    page?: number;
                    withTotal?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                admin: {
                                    email: string;
                                    id: string;
                                    name: string;
                                };
                                after: boolean;
                                before: boolean;
                                /** @enum {string} */
                                country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                                createdAt: string;
                                id: string;
                                /** @enum {string} */
                                operation: "SIGN_UP" | "DEPOSIT" | "WITHDRAWAL";
                            }[];
                            limit: number;
                            page: number;
                            total: number | null;
                            totalIsCapped: boolean;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    country?: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                    endDate?: string;
                    format?: "json" | "csv";
                    kycLevel?: "0" | "1" | "2" | "3";
                    kycStatus?: "NONE" | "SUBMITTED" | "IN_REVIEW" | "APPROVED" | "REJECTED" | "RESUBMISSION_REQUESTED";
                    limit?: number;
                    page?: number;
                    search?: string;
                    startDate?: string;
                    state?: "PENDING" | "ACTIVE" | "FROZEN" | "CLOSED";
                    withTotal?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                country: string;
                                createdAt: string;
                                dateOfBirth: string | null;
                                email: string;
                                frozenUntil: string | null;
                                id: string;
                                kycLevel: 0 | 1 | 2 | 3;
                                /** @enum {string} */
                                kycStatus: "NONE" | "SUBMITTED" | "IN_REVIEW" | "APPROVED" | "REJECTED" | "RESUBMISSION_REQUESTED";
                                labels: string[];
                                name: string;
                                phone: string | null;
                                /** @enum {string} */
                                recordedState: "PENDING" | "ACTIVE" | "FROZEN" | "CLOSED";
                                /** @enum {string} */
                                state: "PENDING" | "ACTIVE" | "FROZEN" | "CLOSED";
                                stateChangedAt: string | null;
                                stateReason: string | null;
                                tradingBlock: {
                                    reason: string;
                                    since: string;
                                    until: string | null;
                                } | null;
                                updatedAt: string;
                                withdrawalsBlock: {
                                    reason: string;
                                    since: string;
                                    until: string | null;
                                } | null;
                            }[];
                            limit: number;
                            page: number;
                            total: number | null;
                            totalIsCapped: boolean;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/customers/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    customerId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            country: string;
                            createdAt: string;
                            dateOfBirth: string | null;
                            email: string;
                            frozenUntil: string | null;
                            id: string;
                            kycLevel: 0 | 1 | 2 | 3;
                            /** @enum {string} */
                            kycStatus: "NONE" | "SUBMITTED" | "IN_REVIEW" | "APPROVED" | "REJECTED" | "RESUBMISSION_REQUESTED";
                            labels: string[];
                            name: string;
                            phone: string | null;
                            /** @enum {string} */
                            recordedState: "PENDING" | "ACTIVE" | "FROZEN" | "CLOSED";
                            /** @enum {string} */
                            state: "PENDING" | "ACTIVE" | "FROZEN" | "CLOSED";
                            stateChangedAt: string | null;
                            stateReason: string | null;
                            tradingBlock: {
                                reason: string;
                                since: string;
                                until: string | null;
                            } | null;
                            updatedAt: string;
                            withdrawalsBlock: {
                                reason: string;
                                since: string;
                                until: string | null;
                            } | null;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    customerId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        country?: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                        /** Format: date */
                        dateOfBirth?: string | null;
                        name?: string;
                        phone?: string | null;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            country: string;
                            createdAt: string;
                            dateOfBirth: string | null;
                            email: string;
                            frozenUntil: string | null;
                            id: string;
                            kycLevel: 0 | 1 | 2 | 3;
                            /** @enum {string} */
                            kycStatus: "NONE" | "SUBMITTED" | "IN_REVIEW" | "APPROVED" | "REJECTED" | "RESUBMISSION_REQUESTED";
                            labels: string[];
                            name: string;
                            phone: string | null;
                            /** @enum {string} */
                            recordedState: "PENDING" | "ACTIVE" | "FROZEN" | "CLOSED";
                            /** @enum {string} */
                            state: "PENDING" | "ACTIVE" | "FROZEN" | "CLOSED";
                            stateChangedAt: string | null;
                            stateReason: string | null;
                            tradingBlock: {
                                reason: string;
                                since: string;
                                until: string | null;
                            } | null;
                            updatedAt: string;
                            withdrawalsBlock: {
                                reason: string;
                                since: string;
                                until: string | null;
                            } | null;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/admin/customers/{customerId}/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    customerId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            country: string;
                            createdAt: string;
                            dateOfBirth: string | null;
                            email: string;
                            frozenUntil: string | null;
                            id: string;
                            kycLevel: 0 | 1 | 2 | 3;
                            /** @enum {string} */
                            kycStatus: "NONE" | "SUBMITTED" | "IN_REVIEW" | "APPROVED" | "REJECTED" | "RESUBMISSION_REQUESTED";
                            labels: string[];
                            name: string;
                            phone: string | null;
                            /** @enum {string} */
                            recordedState: "PENDING" | "ACTIVE" | "FROZEN" | "CLOSED";
                            /** @enum {string} */
                            state: "PENDING" | "ACTIVE" | "FROZEN" | "CLOSED";
                            stateChangedAt: string | null;
                            stateReason: string | null;
                            tradingBlock: {
                                reason: string;
                                since: string;
                                until: string | null;
                            } | null;
                            updatedAt: string;
                            withdrawalsBlock: {
                                reason: string;
                                since: string;
                                until: string | null;
                            } | null;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/customers/{customerId}/balances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    customerId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                asset: string;
                                available: string;
                                held: string;
                                lastPostedAt: string | null;
                                lines: number;
                                subAccount: {
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    status: "OPEN" | "CLOSED";
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/customers/{customerId}/block": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    customerId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        block: "WITHDRAWALS" | "TRADING";
                        reason: string;
                        until?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            country: string;
                            createdAt: string;
                            dateOfBirth: string | null;
                            email: string;
                            frozenUntil: string | null;
                            id: string;
                            kycLevel: 0 | 1 | 2 | 3;
                            /** @enum {string} */
                            kycStatus: "NONE" | "SUBMITTED" | "IN_REVIEW" | "APPROVED" | "REJECTED" | "RESUBMISSION_REQUESTED";
                            labels: string[];
                            name: string;
                            phone: string | null;
                            /** @enum {string} */
                            recordedState: "PENDING" | "ACTIVE" | "FROZEN" | "CLOSED";
                            /** @enum {string} */
                            state: "PENDING" | "ACTIVE" | "FROZEN" | "CLOSED";
                            stateChangedAt: string | null;
                            stateReason: string | null;
                            tradingBlock: {
                                reason: string;
                                since: string;
                                until: string | null;
                            } | null;
                            updatedAt: string;
                            withdrawalsBlock: {
                                reason: string;
                                since: string;
                                until: string | null;
                            } | null;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/customers/{customerId}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    customerId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            country: string;
                            createdAt: string;
                            dateOfBirth: string | null;
                            email: string;
                            frozenUntil: string | null;
                            id: string;
                            kycLevel: 0 | 1 | 2 | 3;
                            /** @enum {string} */
                            kycStatus: "NONE" | "SUBMITTED" | "IN_REVIEW" | "APPROVED" | "REJECTED" | "RESUBMISSION_REQUESTED";
                            labels: string[];
                            name: string;
                            phone: string | null;
                            /** @enum {string} */
                            recordedState: "PENDING" | "ACTIVE" | "FROZEN" | "CLOSED";
                            /** @enum {string} */
                            state: "PENDING" | "ACTIVE" | "FROZEN" | "CLOSED";
                            stateChangedAt: string | null;
                            stateReason: string | null;
                            tradingBlock: {
                                reason: string;
                                since: string;
                                until: string | null;
                            } | null;
                            updatedAt: string;
                            withdrawalsBlock: {
                                reason: string;
                                since: string;
                                until: string | null;
                            } | null;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/customers/{customerId}/freeze": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    customerId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                        until?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            country: string;
                            createdAt: string;
                            dateOfBirth: string | null;
                            email: string;
                            frozenUntil: string | null;
                            id: string;
                            kycLevel: 0 | 1 | 2 | 3;
                            /** @enum {string} */
                            kycStatus: "NONE" | "SUBMITTED" | "IN_REVIEW" | "APPROVED" | "REJECTED" | "RESUBMISSION_REQUESTED";
                            labels: string[];
                            name: string;
                            phone: string | null;
                            /** @enum {string} */
                            recordedState: "PENDING" | "ACTIVE" | "FROZEN" | "CLOSED";
                            /** @enum {string} */
                            state: "PENDING" | "ACTIVE" | "FROZEN" | "CLOSED";
                            stateChangedAt: string | null;
                            stateReason: string | null;
                            tradingBlock: {
                                reason: string;
                                since: string;
                                until: string | null;
                            } | null;
                            updatedAt: string;
                            withdrawalsBlock: {
                                reason: string;
                                since: string;
                                until: string | null;
                            } | null;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/customers/{customerId}/labels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    customerId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        labels: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            country: string;
                            createdAt: string;
                            dateOfBirth: string | null;
                            email: string;
                            frozenUntil: string | null;
                            id: string;
                            kycLevel: 0 | 1 | 2 | 3;
                            /** @enum {string} */
                            kycStatus: "NONE" | "SUBMITTED" | "IN_REVIEW" | "APPROVED" | "REJECTED" | "RESUBMISSION_REQUESTED";
                            labels: string[];
                            name: string;
                            phone: string | null;
                            /** @enum {string} */
                            recordedState: "PENDING" | "ACTIVE" | "FROZEN" | "CLOSED";
                            /** @enum {string} */
                            state: "PENDING" | "ACTIVE" | "FROZEN" | "CLOSED";
                            stateChangedAt: string | null;
                            stateReason: string | null;
                            tradingBlock: {
                                reason: string;
                                since: string;
                                until: string | null;
                            } | null;
                            updatedAt: string;
                            withdrawalsBlock: {
                                reason: string;
                                since: string;
                                until: string | null;
                            } | null;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/customers/{customerId}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    customerId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                author: {
                                    id: string;
                                    name: string;
                                };
                                body: string;
                                createdAt: string;
                                id: string;
                            }[];
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    customerId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        body: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            author: {
                                id: string;
                                name: string;
                            };
                            body: string;
                            createdAt: string;
                            id: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/customers/{customerId}/subAccounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    customerId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            balances: {
                                asset: string;
                                available: string;
                                held: string;
                            }[];
                            closedAt: string | null;
                            closedBy: {
                                id: string;
                                name: string;
                            } | null;
                            closedReason: string | null;
                            createdAt: string;
                            createdBy: {
                                id: string;
                                name: string;
                            } | null;
                            customer: {
                                email: string;
                                id: string;
                                name: string;
                            };
                            id: string;
                            name: string;
                            /** @enum {string} */
                            status: "OPEN" | "CLOSED";
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/customers/{customerId}/subAccountTransfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    page?: number;
                    withTotal?: "true" | "false";
                };
                header?: never;
                path: {
                    customerId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                amount: string;
                                asset: string;
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                customerId: string;
                                from: {
                                    id: string;
                                    name: string;
                                } | null;
                                id: string;
                                ledgerEntryId: string;
                                memo: string | null;
                                to: {
                                    id: string;
                                    name: string;
                                } | null;
                            }[];
                            limit: number;
                            page: number;
                            total: number | null;
                            totalIsCapped: boolean;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    customerId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount: string;
                        asset: string;
                        /** Format: uuid */
                        fromSubAccountId: string | null;
                        memo?: string;
                        /** Format: uuid */
                        toSubAccountId: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amount: string;
                            asset: string;
                            createdAt: string;
                            createdBy: {
                                id: string;
                                name: string;
                            };
                            customerId: string;
                            from: {
                                id: string;
                                name: string;
                            } | null;
                            id: string;
                            ledgerEntryId: string;
                            memo: string | null;
                            to: {
                                id: string;
                                name: string;
                            } | null;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/customers/{customerId}/timeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    page?: number;
                    withTotal?: "true" | "false";
                };
                header?: never;
                path: {
                    customerId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                action: string;
                                actor: {
                                    email: string | null;
                                    id: string | null;
                                    name: string | null;
                                };
                                after: unknown;
                                before: unknown;
                                id: string;
                                occurredAt: string;
                                outcome: string;
                                reason: string | null;
                            }[];
                            limit: number;
                            page: number;
                            total: number | null;
                            totalIsCapped: boolean;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/customers/{customerId}/unblock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    customerId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        block: "WITHDRAWALS" | "TRADING";
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            country: string;
                            createdAt: string;
                            dateOfBirth: string | null;
                            email: string;
                            frozenUntil: string | null;
                            id: string;
                            kycLevel: 0 | 1 | 2 | 3;
                            /** @enum {string} */
                            kycStatus: "NONE" | "SUBMITTED" | "IN_REVIEW" | "APPROVED" | "REJECTED" | "RESUBMISSION_REQUESTED";
                            labels: string[];
                            name: string;
                            phone: string | null;
                            /** @enum {string} */
                            recordedState: "PENDING" | "ACTIVE" | "FROZEN" | "CLOSED";
                            /** @enum {string} */
                            state: "PENDING" | "ACTIVE" | "FROZEN" | "CLOSED";
                            stateChangedAt: string | null;
                            stateReason: string | null;
                            tradingBlock: {
                                reason: string;
                                since: string;
                                until: string | null;
                            } | null;
                            updatedAt: string;
                            withdrawalsBlock: {
                                reason: string;
                                since: string;
                                until: string | null;
                            } | null;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/customers/{customerId}/unfreeze": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    customerId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            country: string;
                            createdAt: string;
                            dateOfBirth: string | null;
                            email: string;
                            frozenUntil: string | null;
                            id: string;
                            kycLevel: 0 | 1 | 2 | 3;
                            /** @enum {string} */
                            kycStatus: "NONE" | "SUBMITTED" | "IN_REVIEW" | "APPROVED" | "REJECTED" | "RESUBMISSION_REQUESTED";
                            labels: string[];
                            name: string;
                            phone: string | null;
                            /** @enum {string} */
                            recordedState: "PENDING" | "ACTIVE" | "FROZEN" | "CLOSED";
                            /** @enum {string} */
                            state: "PENDING" | "ACTIVE" | "FROZEN" | "CLOSED";
                            stateChangedAt: string | null;
                            stateReason: string | null;
                            tradingBlock: {
                                reason: string;
                                since: string;
                                until: string | null;
                            } | null;
                            updatedAt: string;
                            withdrawalsBlock: {
                                reason: string;
                                since: string;
                                until: string | null;
                            } | null;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/customers/{customerId}/withdrawalLimitOverrides": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    customerId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        asset: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL" | "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                        /**
                         * Format: date-time
                         * @default null
                         */
                        expiresAt?: string | null;
                        per24h: string | null;
                        per30d: string | null;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            customerId: string;
                            items: {
                                /** @enum {string} */
                                asset: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL" | "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                                effective: {
                                    per24h: string | null;
                                    per30d: string | null;
                                    /** @enum {string} */
                                    source: "OVERRIDE" | "LEVEL" | "NONE";
                                };
                                level: {
                                    per24h: string | null;
                                    per30d: string | null;
                                } | null;
                                override: {
                                    /** @enum {string} */
                                    asset: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL" | "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                                    customerId: string;
                                    expired: boolean;
                                    expiresAt: string | null;
                                    id: string;
                                    per24h: string | null;
                                    per30d: string | null;
                                    reason: string;
                                    setAt: string;
                                    setBy: {
                                        id: string;
                                        name: string;
                                    } | null;
                                } | null;
                            }[];
                            kycLevel: 0 | 1 | 2 | 3;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/customers/{customerId}/withdrawalLimitOverrides/{asset}/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    asset: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL" | "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                    customerId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            customerId: string;
                            items: {
                                /** @enum {string} */
                                asset: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL" | "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                                effective: {
                                    per24h: string | null;
                                    per30d: string | null;
                                    /** @enum {string} */
                                    source: "OVERRIDE" | "LEVEL" | "NONE";
                                };
                                level: {
                                    per24h: string | null;
                                    per30d: string | null;
                                } | null;
                                override: {
                                    /** @enum {string} */
                                    asset: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL" | "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                                    customerId: string;
                                    expired: boolean;
                                    expiresAt: string | null;
                                    id: string;
                                    per24h: string | null;
                                    per30d: string | null;
                                    reason: string;
                                    setAt: string;
                                    setBy: {
                                        id: string;
                                        name: string;
                                    } | null;
                                } | null;
                            }[];
                            kycLevel: 0 | 1 | 2 | 3;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/customers/{customerId}/withdrawalLimits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    customerId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            customerId: string;
                            items: {
                                /** @enum {string} */
                                asset: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL" | "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                                effective: {
                                    per24h: string | null;
                                    per30d: string | null;
                                    /** @enum {string} */
                                    source: "OVERRIDE" | "LEVEL" | "NONE";
                                };
                                level: {
                                    per24h: string | null;
                                    per30d: string | null;
                                } | null;
                                override: {
                                    /** @enum {string} */
                                    asset: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL" | "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                                    customerId: string;
                                    expired: boolean;
                                    expiresAt: string | null;
                                    id: string;
                                    per24h: string | null;
                                    per30d: string | null;
                                    reason: string;
                                    setAt: string;
                                    setBy: {
                                        id: string;
                                        name: string;
                                    } | null;
                                } | null;
                            }[];
                            kycLevel: 0 | 1 | 2 | 3;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/fees/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    page?: number;
                    subject?: "FEE_SCHEDULE" | "TAX_RULE";
                    subjectId?: string;
                    withTotal?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** @enum {string} */
                                action: "CREATE" | "UPDATE" | "DEACTIVATE" | "ACTIVATE" | "REMOVE";
                                admin: {
                                    id: string;
                                    name: string;
                                } | null;
                                after: {
                                    [key: string]: (string | number | boolean) | null;
                                } | null;
                                before: {
                                    [key: string]: (string | number | boolean) | null;
                                } | null;
                                createdAt: string;
                                customerId: string | null;
                                customerName: string | null;
                                id: number;
                                reason: string;
                                /** @enum {string} */
                                subject: "FEE_SCHEDULE" | "TAX_RULE" | "WITHDRAWAL_LIMIT" | "LIMIT_OVERRIDE";
                                subjectId: string;
                            }[];
                            limit: number;
                            page: number;
                            total: number | null;
                            totalIsCapped: boolean;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/fees/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    amount: string;
                    asset: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL" | "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                    kycLevel: "0" | "1" | "2" | "3";
                    operation: "FIAT_DEPOSIT" | "CARD_DEPOSIT" | "FIAT_WITHDRAWAL" | "CRYPTO_WITHDRAWAL";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            fee: string;
                            feeScheduleId: string | null;
                            tax: string;
                            taxRuleId: string | null;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/fees/schedules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    asset?: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL" | "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                    format?: "json" | "csv";
                    isActive?: "true" | "false";
                    kycLevel?: "0" | "1" | "2" | "3" | "ANY";
                    limit?: number;
                    operation?: "FIAT_DEPOSIT" | "CARD_DEPOSIT" | "FIAT_WITHDRAWAL" | "CRYPTO_WITHDRAWAL";
                    page?: number;
                    withTotal?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** @enum {string} */
                                asset: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL" | "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                } | null;
                                effectiveFrom: string;
                                fixedFee: string;
                                id: string;
                                inForce: boolean;
                                isActive: boolean;
                                kycLevel: (0 | 1 | 2 | 3) | null;
                                maximumFee: string | null;
                                minimumFee: string | null;
                                /** @enum {string} */
                                operation: "FIAT_DEPOSIT" | "CARD_DEPOSIT" | "FIAT_WITHDRAWAL" | "CRYPTO_WITHDRAWAL";
                                percentage: string;
                                scheduled: boolean;
                                updatedAt: string;
                                updatedBy: {
                                    id: string;
                                    name: string;
                                } | null;
                            }[];
                            limit: number;
                            page: number;
                            total: number | null;
                            totalIsCapped: boolean;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        asset: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL" | "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                        effectiveFrom?: string;
                        fixedFee: string;
                        kycLevel: (0 | 1 | 2 | 3) | null;
                        /** @default null */
                        maximumFee?: string | null;
                        /** @default null */
                        minimumFee?: string | null;
                        /** @enum {string} */
                        operation: "FIAT_DEPOSIT" | "CARD_DEPOSIT" | "FIAT_WITHDRAWAL" | "CRYPTO_WITHDRAWAL";
                        percentage: string;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            asset: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL" | "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                            createdAt: string;
                            createdBy: {
                                id: string;
                                name: string;
                            } | null;
                            effectiveFrom: string;
                            fixedFee: string;
                            id: string;
                            inForce: boolean;
                            isActive: boolean;
                            kycLevel: (0 | 1 | 2 | 3) | null;
                            maximumFee: string | null;
                            minimumFee: string | null;
                            /** @enum {string} */
                            operation: "FIAT_DEPOSIT" | "CARD_DEPOSIT" | "FIAT_WITHDRAWAL" | "CRYPTO_WITHDRAWAL";
                            percentage: string;
                            scheduled: boolean;
                            updatedAt: string;
                            updatedBy: {
                                id: string;
                                name: string;
                            } | null;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/fees/schedules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        effectiveFrom?: string;
                        fixedFee: string;
                        /** @default null */
                        maximumFee?: string | null;
                        /** @default null */
                        minimumFee?: string | null;
                        percentage: string;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            asset: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL" | "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                            createdAt: string;
                            createdBy: {
                                id: string;
                                name: string;
                            } | null;
                            effectiveFrom: string;
                            fixedFee: string;
                            id: string;
                            inForce: boolean;
                            isActive: boolean;
                            kycLevel: (0 | 1 | 2 | 3) | null;
                            maximumFee: string | null;
                            minimumFee: string | null;
                            /** @enum {string} */
                            operation: "FIAT_DEPOSIT" | "CARD_DEPOSIT" | "FIAT_WITHDRAWAL" | "CRYPTO_WITHDRAWAL";
                            percentage: string;
                            scheduled: boolean;
                            updatedAt: string;
                            updatedBy: {
                                id: string;
                                name: string;
                            } | null;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/fees/schedules/{id}/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            asset: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL" | "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                            createdAt: string;
                            createdBy: {
                                id: string;
                                name: string;
                            } | null;
                            effectiveFrom: string;
                            fixedFee: string;
                            id: string;
                            inForce: boolean;
                            isActive: boolean;
                            kycLevel: (0 | 1 | 2 | 3) | null;
                            maximumFee: string | null;
                            minimumFee: string | null;
                            /** @enum {string} */
                            operation: "FIAT_DEPOSIT" | "CARD_DEPOSIT" | "FIAT_WITHDRAWAL" | "CRYPTO_WITHDRAWAL";
                            percentage: string;
                            scheduled: boolean;
                            updatedAt: string;
                            updatedBy: {
                                id: string;
                                name: string;
                            } | null;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/fees/schedules/{id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            asset: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL" | "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                            createdAt: string;
                            createdBy: {
                                id: string;
                                name: string;
                            } | null;
                            effectiveFrom: string;
                            fixedFee: string;
                            id: string;
                            inForce: boolean;
                            isActive: boolean;
                            kycLevel: (0 | 1 | 2 | 3) | null;
                            maximumFee: string | null;
                            minimumFee: string | null;
                            /** @enum {string} */
                            operation: "FIAT_DEPOSIT" | "CARD_DEPOSIT" | "FIAT_WITHDRAWAL" | "CRYPTO_WITHDRAWAL";
                            percentage: string;
                            scheduled: boolean;
                            updatedAt: string;
                            updatedBy: {
                                id: string;
                                name: string;
                            } | null;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/fees/taxRules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    asset?: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL" | "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                    format?: "json" | "csv";
                    isActive?: "true" | "false";
                    limit?: number;
                    operation?: "FIAT_DEPOSIT" | "CARD_DEPOSIT" | "FIAT_WITHDRAWAL" | "CRYPTO_WITHDRAWAL";
                    page?: number;
                    withTotal?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** @enum {string} */
                                asset: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL" | "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                                /** @enum {string} */
                                basis: "FEE" | "AMOUNT";
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                } | null;
                                effectiveFrom: string;
                                id: string;
                                inForce: boolean;
                                isActive: boolean;
                                name: string;
                                /** @enum {string|null} */
                                operation: "FIAT_DEPOSIT" | "CARD_DEPOSIT" | "FIAT_WITHDRAWAL" | "CRYPTO_WITHDRAWAL" | null;
                                percentage: string;
                                scheduled: boolean;
                                updatedAt: string;
                                updatedBy: {
                                    id: string;
                                    name: string;
                                } | null;
                            }[];
                            limit: number;
                            page: number;
                            total: number | null;
                            totalIsCapped: boolean;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        asset: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL" | "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                        /** @enum {string} */
                        basis: "FEE" | "AMOUNT";
                        effectiveFrom?: string;
                        name: string;
                        /** @enum {string|null} */
                        operation: "FIAT_DEPOSIT" | "CARD_DEPOSIT" | "FIAT_WITHDRAWAL" | "CRYPTO_WITHDRAWAL" | null;
                        percentage: string;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            asset: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL" | "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                            /** @enum {string} */
                            basis: "FEE" | "AMOUNT";
                            createdAt: string;
                            createdBy: {
                                id: string;
                                name: string;
                            } | null;
                            effectiveFrom: string;
                            id: string;
                            inForce: boolean;
                            isActive: boolean;
                            name: string;
                            /** @enum {string|null} */
                            operation: "FIAT_DEPOSIT" | "CARD_DEPOSIT" | "FIAT_WITHDRAWAL" | "CRYPTO_WITHDRAWAL" | null;
                            percentage: string;
                            scheduled: boolean;
                            updatedAt: string;
                            updatedBy: {
                                id: string;
                                name: string;
                            } | null;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/fees/taxRules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        basis: "FEE" | "AMOUNT";
                        effectiveFrom?: string;
                        name: string;
                        percentage: string;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            asset: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL" | "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                            /** @enum {string} */
                            basis: "FEE" | "AMOUNT";
                            createdAt: string;
                            createdBy: {
                                id: string;
                                name: string;
                            } | null;
                            effectiveFrom: string;
                            id: string;
                            inForce: boolean;
                            isActive: boolean;
                            name: string;
                            /** @enum {string|null} */
                            operation: "FIAT_DEPOSIT" | "CARD_DEPOSIT" | "FIAT_WITHDRAWAL" | "CRYPTO_WITHDRAWAL" | null;
                            percentage: string;
                            scheduled: boolean;
                            updatedAt: string;
                            updatedBy: {
                                id: string;
                                name: string;
                            } | null;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/fees/taxRules/{id}/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            asset: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL" | "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                            /** @enum {string} */
                            basis: "FEE" | "AMOUNT";
                            createdAt: string;
                            createdBy: {
                                id: string;
                                name: string;
                            } | null;
                            effectiveFrom: string;
                            id: string;
                            inForce: boolean;
                            isActive: boolean;
                            name: string;
                            /** @enum {string|null} */
                            operation: "FIAT_DEPOSIT" | "CARD_DEPOSIT" | "FIAT_WITHDRAWAL" | "CRYPTO_WITHDRAWAL" | null;
                            percentage: string;
                            scheduled: boolean;
                            updatedAt: string;
                            updatedBy: {
                                id: string;
                                name: string;
                            } | null;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/fees/taxRules/{id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            asset: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL" | "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                            /** @enum {string} */
                            basis: "FEE" | "AMOUNT";
                            createdAt: string;
                            createdBy: {
                                id: string;
                                name: string;
                            } | null;
                            effectiveFrom: string;
                            id: string;
                            inForce: boolean;
                            isActive: boolean;
                            name: string;
                            /** @enum {string|null} */
                            operation: "FIAT_DEPOSIT" | "CARD_DEPOSIT" | "FIAT_WITHDRAWAL" | "CRYPTO_WITHDRAWAL" | null;
                            percentage: string;
                            scheduled: boolean;
                            updatedAt: string;
                            updatedBy: {
                                id: string;
                                name: string;
                            } | null;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/fiat/deposits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    currency?: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL";
                    customerId?: string;
                    endDate?: string;
                    format?: "json" | "csv";
                    key?: "reference" | "depositNumber" | "email" | "customerId";
                    limit?: number;
                    method?: "BANK_TRANSFER" | "CARD";
                    page?: number;
                    startDate?: string;
                    status?: "PENDING" | "APPROVED" | "REJECTED";
                    value?: string;
                    withTotal?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                amount: string;
                                createdAt: string;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL";
                                customer: {
                                    email: string;
                                    id: string;
                                    kycLevel: number;
                                    name: string;
                                };
                                decidedAt: string | null;
                                decidedBy: {
                                    id: string;
                                    name: string;
                                } | null;
                                depositNumber: string;
                                enteredBy: {
                                    id: string;
                                    name: string;
                                } | null;
                                id: string;
                                ledgerEntryId: string | null;
                                /** @enum {string} */
                                method: "BANK_TRANSFER" | "CARD";
                                note: string | null;
                                reference: string;
                                rejectReason: string | null;
                                senderName: string | null;
                                statementReference: string | null;
                                /** @enum {string} */
                                status: "PENDING" | "APPROVED" | "REJECTED";
                            }[];
                            limit: number;
                            page: number;
                            total: number | null;
                            totalIsCapped: boolean;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount: string;
                        /** @enum {string} */
                        currency: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL";
                        /** Format: uuid */
                        customerId: string;
                        /** @enum {string} */
                        method: "BANK_TRANSFER" | "CARD";
                        note?: string;
                        reference: string;
                        senderName?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amount: string;
                            createdAt: string;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL";
                            customer: {
                                email: string;
                                id: string;
                                kycLevel: number;
                                name: string;
                            };
                            decidedAt: string | null;
                            decidedBy: {
                                id: string;
                                name: string;
                            } | null;
                            depositNumber: string;
                            enteredBy: {
                                id: string;
                                name: string;
                            } | null;
                            id: string;
                            ledgerEntryId: string | null;
                            /** @enum {string} */
                            method: "BANK_TRANSFER" | "CARD";
                            note: string | null;
                            reference: string;
                            rejectReason: string | null;
                            senderName: string | null;
                            statementReference: string | null;
                            /** @enum {string} */
                            status: "PENDING" | "APPROVED" | "REJECTED";
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/fiat/deposits/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amount: string;
                            createdAt: string;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL";
                            customer: {
                                email: string;
                                id: string;
                                kycLevel: number;
                                name: string;
                            };
                            decidedAt: string | null;
                            decidedBy: {
                                id: string;
                                name: string;
                            } | null;
                            depositNumber: string;
                            enteredBy: {
                                id: string;
                                name: string;
                            } | null;
                            id: string;
                            ledgerEntryId: string | null;
                            /** @enum {string} */
                            method: "BANK_TRANSFER" | "CARD";
                            note: string | null;
                            reference: string;
                            rejectReason: string | null;
                            senderName: string | null;
                            statementReference: string | null;
                            /** @enum {string} */
                            status: "PENDING" | "APPROVED" | "REJECTED";
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/fiat/deposits/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        note?: string;
                        statementReference: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amount: string;
                            createdAt: string;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL";
                            customer: {
                                email: string;
                                id: string;
                                kycLevel: number;
                                name: string;
                            };
                            decidedAt: string | null;
                            decidedBy: {
                                id: string;
                                name: string;
                            } | null;
                            depositNumber: string;
                            enteredBy: {
                                id: string;
                                name: string;
                            } | null;
                            id: string;
                            ledgerEntryId: string | null;
                            /** @enum {string} */
                            method: "BANK_TRANSFER" | "CARD";
                            note: string | null;
                            reference: string;
                            rejectReason: string | null;
                            senderName: string | null;
                            statementReference: string | null;
                            /** @enum {string} */
                            status: "PENDING" | "APPROVED" | "REJECTED";
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/fiat/deposits/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amount: string;
                            createdAt: string;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL";
                            customer: {
                                email: string;
                                id: string;
                                kycLevel: number;
                                name: string;
                            };
                            decidedAt: string | null;
                            decidedBy: {
                                id: string;
                                name: string;
                            } | null;
                            depositNumber: string;
                            enteredBy: {
                                id: string;
                                name: string;
                            } | null;
                            id: string;
                            ledgerEntryId: string | null;
                            /** @enum {string} */
                            method: "BANK_TRANSFER" | "CARD";
                            note: string | null;
                            reference: string;
                            rejectReason: string | null;
                            senderName: string | null;
                            statementReference: string | null;
                            /** @enum {string} */
                            status: "PENDING" | "APPROVED" | "REJECTED";
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/fiat/deposits/match": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    amount: string;
                    currency: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL";
                    reference: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                amountMatches: boolean;
                                deposit: {
                                    amount: string;
                                    createdAt: string;
                                    /** @enum {string} */
                                    currency: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL";
                                    customer: {
                                        email: string;
                                        id: string;
                                        kycLevel: number;
                                        name: string;
                                    };
                                    decidedAt: string | null;
                                    decidedBy: {
                                        id: string;
                                        name: string;
                                    } | null;
                                    depositNumber: string;
                                    enteredBy: {
                                        id: string;
                                        name: string;
                                    } | null;
                                    id: string;
                                    ledgerEntryId: string | null;
                                    /** @enum {string} */
                                    method: "BANK_TRANSFER" | "CARD";
                                    note: string | null;
                                    reference: string;
                                    rejectReason: string | null;
                                    senderName: string | null;
                                    statementReference: string | null;
                                    /** @enum {string} */
                                    status: "PENDING" | "APPROVED" | "REJECTED";
                                };
                                referenceMatches: boolean;
                            }[];
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/fiat/withdrawals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    currency?: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL";
                    customerId?: string;
                    endDate?: string;
                    format?: "json" | "csv";
                    held?: "true" | "false";
                    key?: "withdrawalNumber" | "email" | "customerId" | "payoutReference";
                    limit?: number;
                    page?: number;
                    startDate?: string;
                    status?: "SUBMITTED" | "PENDING_APPROVAL" | "APPROVED" | "SENT" | "FAILED" | "REJECTED" | "OPEN" | "APPROVED_VIEW";
                    value?: string;
                    withTotal?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                amount: string;
                                approved: {
                                    at: string;
                                    by: {
                                        id: string;
                                        name: string;
                                    };
                                    note: string | null;
                                } | null;
                                bankAccount: {
                                    accountNumber: string;
                                    bankName: string;
                                    holderName: string;
                                    id: string;
                                    /** @enum {string} */
                                    status: "PENDING" | "VERIFIED" | "REJECTED";
                                };
                                closed: {
                                    at: string;
                                    by: {
                                        id: string;
                                        name: string;
                                    };
                                    reason: string;
                                } | null;
                                createdAt: string;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL";
                                customer: {
                                    country: string | null;
                                    email: string;
                                    id: string;
                                    kycLevel: number;
                                    name: string;
                                };
                                fee: string;
                                holdReasons: ("OVER_24H_LIMIT" | "OVER_30D_LIMIT")[];
                                id: string;
                                limitCheck: {
                                    per24h: string | null;
                                    per30d: string | null;
                                    used24h: string;
                                    used30d: string;
                                };
                                note: string | null;
                                payoutReference: string | null;
                                requestedBy: {
                                    id: string;
                                    name: string;
                                } | null;
                                sentAt: string | null;
                                /** @enum {string} */
                                status: "SUBMITTED" | "PENDING_APPROVAL" | "APPROVED" | "SENT" | "FAILED" | "REJECTED";
                                submitted: {
                                    at: string;
                                    by: {
                                        id: string;
                                        name: string;
                                    };
                                    note: string | null;
                                } | null;
                                tax: string;
                                total: string;
                                withdrawalNumber: string;
                            }[];
                            limit: number;
                            page: number;
                            total: number | null;
                            totalIsCapped: boolean;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount: string;
                        /** Format: uuid */
                        bankAccountId: string;
                        /** @enum {string} */
                        currency: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL";
                        /** Format: uuid */
                        customerId: string;
                        note?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amount: string;
                            approved: {
                                at: string;
                                by: {
                                    id: string;
                                    name: string;
                                };
                                note: string | null;
                            } | null;
                            bankAccount: {
                                accountNumber: string;
                                bankName: string;
                                holderName: string;
                                id: string;
                                /** @enum {string} */
                                status: "PENDING" | "VERIFIED" | "REJECTED";
                            };
                            closed: {
                                at: string;
                                by: {
                                    id: string;
                                    name: string;
                                };
                                reason: string;
                            } | null;
                            createdAt: string;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL";
                            customer: {
                                country: string | null;
                                email: string;
                                id: string;
                                kycLevel: number;
                                name: string;
                            };
                            fee: string;
                            holdReasons: ("OVER_24H_LIMIT" | "OVER_30D_LIMIT")[];
                            id: string;
                            limitCheck: {
                                per24h: string | null;
                                per30d: string | null;
                                used24h: string;
                                used30d: string;
                            };
                            note: string | null;
                            payoutReference: string | null;
                            requestedBy: {
                                id: string;
                                name: string;
                            } | null;
                            sentAt: string | null;
                            /** @enum {string} */
                            status: "SUBMITTED" | "PENDING_APPROVAL" | "APPROVED" | "SENT" | "FAILED" | "REJECTED";
                            submitted: {
                                at: string;
                                by: {
                                    id: string;
                                    name: string;
                                };
                                note: string | null;
                            } | null;
                            tax: string;
                            total: string;
                            withdrawalNumber: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/fiat/withdrawals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amount: string;
                            approved: {
                                at: string;
                                by: {
                                    id: string;
                                    name: string;
                                };
                                note: string | null;
                            } | null;
                            bankAccount: {
                                accountNumber: string;
                                bankName: string;
                                holderName: string;
                                id: string;
                                /** @enum {string} */
                                status: "PENDING" | "VERIFIED" | "REJECTED";
                            };
                            closed: {
                                at: string;
                                by: {
                                    id: string;
                                    name: string;
                                };
                                reason: string;
                            } | null;
                            createdAt: string;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL";
                            customer: {
                                country: string | null;
                                email: string;
                                id: string;
                                kycLevel: number;
                                name: string;
                            };
                            fee: string;
                            holdReasons: ("OVER_24H_LIMIT" | "OVER_30D_LIMIT")[];
                            id: string;
                            limitCheck: {
                                per24h: string | null;
                                per30d: string | null;
                                used24h: string;
                                used30d: string;
                            };
                            note: string | null;
                            payoutReference: string | null;
                            requestedBy: {
                                id: string;
                                name: string;
                            } | null;
                            sentAt: string | null;
                            /** @enum {string} */
                            status: "SUBMITTED" | "PENDING_APPROVAL" | "APPROVED" | "SENT" | "FAILED" | "REJECTED";
                            submitted: {
                                at: string;
                                by: {
                                    id: string;
                                    name: string;
                                };
                                note: string | null;
                            } | null;
                            tax: string;
                            total: string;
                            withdrawalNumber: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/fiat/withdrawals/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        acknowledgeHolds?: boolean;
                        note?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amount: string;
                            approved: {
                                at: string;
                                by: {
                                    id: string;
                                    name: string;
                                };
                                note: string | null;
                            } | null;
                            bankAccount: {
                                accountNumber: string;
                                bankName: string;
                                holderName: string;
                                id: string;
                                /** @enum {string} */
                                status: "PENDING" | "VERIFIED" | "REJECTED";
                            };
                            closed: {
                                at: string;
                                by: {
                                    id: string;
                                    name: string;
                                };
                                reason: string;
                            } | null;
                            createdAt: string;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL";
                            customer: {
                                country: string | null;
                                email: string;
                                id: string;
                                kycLevel: number;
                                name: string;
                            };
                            fee: string;
                            holdReasons: ("OVER_24H_LIMIT" | "OVER_30D_LIMIT")[];
                            id: string;
                            limitCheck: {
                                per24h: string | null;
                                per30d: string | null;
                                used24h: string;
                                used30d: string;
                            };
                            note: string | null;
                            payoutReference: string | null;
                            requestedBy: {
                                id: string;
                                name: string;
                            } | null;
                            sentAt: string | null;
                            /** @enum {string} */
                            status: "SUBMITTED" | "PENDING_APPROVAL" | "APPROVED" | "SENT" | "FAILED" | "REJECTED";
                            submitted: {
                                at: string;
                                by: {
                                    id: string;
                                    name: string;
                                };
                                note: string | null;
                            } | null;
                            tax: string;
                            total: string;
                            withdrawalNumber: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/fiat/withdrawals/{id}/markFailed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amount: string;
                            approved: {
                                at: string;
                                by: {
                                    id: string;
                                    name: string;
                                };
                                note: string | null;
                            } | null;
                            bankAccount: {
                                accountNumber: string;
                                bankName: string;
                                holderName: string;
                                id: string;
                                /** @enum {string} */
                                status: "PENDING" | "VERIFIED" | "REJECTED";
                            };
                            closed: {
                                at: string;
                                by: {
                                    id: string;
                                    name: string;
                                };
                                reason: string;
                            } | null;
                            createdAt: string;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL";
                            customer: {
                                country: string | null;
                                email: string;
                                id: string;
                                kycLevel: number;
                                name: string;
                            };
                            fee: string;
                            holdReasons: ("OVER_24H_LIMIT" | "OVER_30D_LIMIT")[];
                            id: string;
                            limitCheck: {
                                per24h: string | null;
                                per30d: string | null;
                                used24h: string;
                                used30d: string;
                            };
                            note: string | null;
                            payoutReference: string | null;
                            requestedBy: {
                                id: string;
                                name: string;
                            } | null;
                            sentAt: string | null;
                            /** @enum {string} */
                            status: "SUBMITTED" | "PENDING_APPROVAL" | "APPROVED" | "SENT" | "FAILED" | "REJECTED";
                            submitted: {
                                at: string;
                                by: {
                                    id: string;
                                    name: string;
                                };
                                note: string | null;
                            } | null;
                            tax: string;
                            total: string;
                            withdrawalNumber: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/fiat/withdrawals/{id}/markSent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        payoutReference: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amount: string;
                            approved: {
                                at: string;
                                by: {
                                    id: string;
                                    name: string;
                                };
                                note: string | null;
                            } | null;
                            bankAccount: {
                                accountNumber: string;
                                bankName: string;
                                holderName: string;
                                id: string;
                                /** @enum {string} */
                                status: "PENDING" | "VERIFIED" | "REJECTED";
                            };
                            closed: {
                                at: string;
                                by: {
                                    id: string;
                                    name: string;
                                };
                                reason: string;
                            } | null;
                            createdAt: string;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL";
                            customer: {
                                country: string | null;
                                email: string;
                                id: string;
                                kycLevel: number;
                                name: string;
                            };
                            fee: string;
                            holdReasons: ("OVER_24H_LIMIT" | "OVER_30D_LIMIT")[];
                            id: string;
                            limitCheck: {
                                per24h: string | null;
                                per30d: string | null;
                                used24h: string;
                                used30d: string;
                            };
                            note: string | null;
                            payoutReference: string | null;
                            requestedBy: {
                                id: string;
                                name: string;
                            } | null;
                            sentAt: string | null;
                            /** @enum {string} */
                            status: "SUBMITTED" | "PENDING_APPROVAL" | "APPROVED" | "SENT" | "FAILED" | "REJECTED";
                            submitted: {
                                at: string;
                                by: {
                                    id: string;
                                    name: string;
                                };
                                note: string | null;
                            } | null;
                            tax: string;
                            total: string;
                            withdrawalNumber: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/fiat/withdrawals/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amount: string;
                            approved: {
                                at: string;
                                by: {
                                    id: string;
                                    name: string;
                                };
                                note: string | null;
                            } | null;
                            bankAccount: {
                                accountNumber: string;
                                bankName: string;
                                holderName: string;
                                id: string;
                                /** @enum {string} */
                                status: "PENDING" | "VERIFIED" | "REJECTED";
                            };
                            closed: {
                                at: string;
                                by: {
                                    id: string;
                                    name: string;
                                };
                                reason: string;
                            } | null;
                            createdAt: string;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL";
                            customer: {
                                country: string | null;
                                email: string;
                                id: string;
                                kycLevel: number;
                                name: string;
                            };
                            fee: string;
                            holdReasons: ("OVER_24H_LIMIT" | "OVER_30D_LIMIT")[];
                            id: string;
                            limitCheck: {
                                per24h: string | null;
                                per30d: string | null;
                                used24h: string;
                                used30d: string;
                            };
                            note: string | null;
                            payoutReference: string | null;
                            requestedBy: {
                                id: string;
                                name: string;
                            } | null;
                            sentAt: string | null;
                            /** @enum {string} */
                            status: "SUBMITTED" | "PENDING_APPROVAL" | "APPROVED" | "SENT" | "FAILED" | "REJECTED";
                            submitted: {
                                at: string;
                                by: {
                                    id: string;
                                    name: string;
                                };
                                note: string | null;
                            } | null;
                            tax: string;
                            total: string;
                            withdrawalNumber: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/fiat/withdrawals/{id}/submitForApproval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        note?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amount: string;
                            approved: {
                                at: string;
                                by: {
                                    id: string;
                                    name: string;
                                };
                                note: string | null;
                            } | null;
                            bankAccount: {
                                accountNumber: string;
                                bankName: string;
                                holderName: string;
                                id: string;
                                /** @enum {string} */
                                status: "PENDING" | "VERIFIED" | "REJECTED";
                            };
                            closed: {
                                at: string;
                                by: {
                                    id: string;
                                    name: string;
                                };
                                reason: string;
                            } | null;
                            createdAt: string;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL";
                            customer: {
                                country: string | null;
                                email: string;
                                id: string;
                                kycLevel: number;
                                name: string;
                            };
                            fee: string;
                            holdReasons: ("OVER_24H_LIMIT" | "OVER_30D_LIMIT")[];
                            id: string;
                            limitCheck: {
                                per24h: string | null;
                                per30d: string | null;
                                used24h: string;
                                used30d: string;
                            };
                            note: string | null;
                            payoutReference: string | null;
                            requestedBy: {
                                id: string;
                                name: string;
                            } | null;
                            sentAt: string | null;
                            /** @enum {string} */
                            status: "SUBMITTED" | "PENDING_APPROVAL" | "APPROVED" | "SENT" | "FAILED" | "REJECTED";
                            submitted: {
                                at: string;
                                by: {
                                    id: string;
                                    name: string;
                                };
                                note: string | null;
                            } | null;
                            tax: string;
                            total: string;
                            withdrawalNumber: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/generateUserToken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        customerId: string;
                        proof: string;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            customerAppUrl: string | null;
                            expiresAt: string;
                            token: string;
                            tokenId: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/integration/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    endpointId?: string;
                    eventId?: string;
                    eventType?: "deposit.credited" | "withdrawal.approved" | "withdrawal.rejected" | "withdrawal.failed" | "account.activated" | "account.frozen" | "account.unfrozen" | "account.closed" | "kyc.approved";
                    limit?: number;
                    page?: number;
                    status?: "PENDING" | "RETRYING" | "DELIVERED" | "FAILED";
                    withTotal?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                attempts: number;
                                createdAt: string;
                                deliveredAt: string | null;
                                endpoint: {
                                    id: string;
                                    url: string;
                                };
                                eventId: string;
                                /** @enum {string} */
                                eventType: "deposit.credited" | "withdrawal.approved" | "withdrawal.rejected" | "withdrawal.failed" | "account.activated" | "account.frozen" | "account.unfrozen" | "account.closed" | "kyc.approved";
                                id: string;
                                lastAttemptAt: string | null;
                                lastError: string | null;
                                lastHttpStatus: number | null;
                                nextAttemptAt: string | null;
                                occurredAt: string;
                                /** @enum {string} */
                                status: "PENDING" | "RETRYING" | "DELIVERED" | "FAILED";
                                subjectId: string;
                                subjectType: string;
                            }[];
                            limit: number;
                            page: number;
                            total: number | null;
                            totalIsCapped: boolean;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/integration/deliveries/{id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            attempts: number;
                            createdAt: string;
                            deliveredAt: string | null;
                            endpoint: {
                                id: string;
                                url: string;
                            };
                            eventId: string;
                            /** @enum {string} */
                            eventType: "deposit.credited" | "withdrawal.approved" | "withdrawal.rejected" | "withdrawal.failed" | "account.activated" | "account.frozen" | "account.unfrozen" | "account.closed" | "kyc.approved";
                            id: string;
                            lastAttemptAt: string | null;
                            lastError: string | null;
                            lastHttpStatus: number | null;
                            nextAttemptAt: string | null;
                            occurredAt: string;
                            /** @enum {string} */
                            status: "PENDING" | "RETRYING" | "DELIVERED" | "FAILED";
                            subjectId: string;
                            subjectType: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/integration/service-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    page?: number;
                    status?: "ACTIVE" | "REVOKED";
                    withTotal?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                } | null;
                                description: string | null;
                                id: string;
                                keyPrefix: string;
                                lastUsedAt: string | null;
                                name: string;
                                revokedAt: string | null;
                                revokedBy: {
                                    id: string;
                                    name: string;
                                } | null;
                                revokeReason: string | null;
                                scopes: ("deposits.report" | "withdrawals.request" | "payouts.report" | "crypto.deposits.report" | "crypto.confirmations.report" | "crypto.payouts.report")[];
                            }[];
                            limit: number;
                            page: number;
                            total: number | null;
                            totalIsCapped: boolean;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string;
                        name: string;
                        scopes: ("deposits.report" | "withdrawals.request" | "payouts.report" | "crypto.deposits.report" | "crypto.confirmations.report" | "crypto.payouts.report")[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            account: {
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                } | null;
                                description: string | null;
                                id: string;
                                keyPrefix: string;
                                lastUsedAt: string | null;
                                name: string;
                                revokedAt: string | null;
                                revokedBy: {
                                    id: string;
                                    name: string;
                                } | null;
                                revokeReason: string | null;
                                scopes: ("deposits.report" | "withdrawals.request" | "payouts.report" | "crypto.deposits.report" | "crypto.confirmations.report" | "crypto.payouts.report")[];
                            };
                            apiKey: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/integration/service-accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            createdBy: {
                                id: string;
                                name: string;
                            } | null;
                            description: string | null;
                            id: string;
                            keyPrefix: string;
                            lastUsedAt: string | null;
                            name: string;
                            revokedAt: string | null;
                            revokedBy: {
                                id: string;
                                name: string;
                            } | null;
                            revokeReason: string | null;
                            scopes: ("deposits.report" | "withdrawals.request" | "payouts.report" | "crypto.deposits.report" | "crypto.confirmations.report" | "crypto.payouts.report")[];
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/integration/service-accounts/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            createdBy: {
                                id: string;
                                name: string;
                            } | null;
                            description: string | null;
                            id: string;
                            keyPrefix: string;
                            lastUsedAt: string | null;
                            name: string;
                            revokedAt: string | null;
                            revokedBy: {
                                id: string;
                                name: string;
                            } | null;
                            revokeReason: string | null;
                            scopes: ("deposits.report" | "withdrawals.request" | "payouts.report" | "crypto.deposits.report" | "crypto.confirmations.report" | "crypto.payouts.report")[];
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/integration/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    page?: number;
                    withTotal?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                } | null;
                                description: string | null;
                                enabled: boolean;
                                eventTypes: ("deposit.credited" | "withdrawal.approved" | "withdrawal.rejected" | "withdrawal.failed" | "account.activated" | "account.frozen" | "account.unfrozen" | "account.closed" | "kyc.approved")[];
                                id: string;
                                updatedAt: string;
                                url: string;
                            }[];
                            limit: number;
                            page: number;
                            total: number | null;
                            totalIsCapped: boolean;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string;
                        eventTypes: ("deposit.credited" | "withdrawal.approved" | "withdrawal.rejected" | "withdrawal.failed" | "account.activated" | "account.frozen" | "account.unfrozen" | "account.closed" | "kyc.approved")[];
                        url: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            endpoint: {
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                } | null;
                                description: string | null;
                                enabled: boolean;
                                eventTypes: ("deposit.credited" | "withdrawal.approved" | "withdrawal.rejected" | "withdrawal.failed" | "account.activated" | "account.frozen" | "account.unfrozen" | "account.closed" | "kyc.approved")[];
                                id: string;
                                updatedAt: string;
                                url: string;
                            };
                            secret: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/integration/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        enabled?: boolean;
                        eventTypes?: ("deposit.credited" | "withdrawal.approved" | "withdrawal.rejected" | "withdrawal.failed" | "account.activated" | "account.frozen" | "account.unfrozen" | "account.closed" | "kyc.approved")[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            createdBy: {
                                id: string;
                                name: string;
                            } | null;
                            description: string | null;
                            enabled: boolean;
                            eventTypes: ("deposit.credited" | "withdrawal.approved" | "withdrawal.rejected" | "withdrawal.failed" | "account.activated" | "account.frozen" | "account.unfrozen" | "account.closed" | "kyc.approved")[];
                            id: string;
                            updatedAt: string;
                            url: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/admin/kyc/documents/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    documentId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/kyc/requestCounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    assigneeId?: "unassigned" | string;
                    customerId?: string;
                    endDate?: string;
                    level?: "2" | "3";
                    search?: string;
                    startDate?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            counts: {
                                [key: string]: number;
                            };
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/kyc/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    assigneeId?: "unassigned" | string;
                    customerId?: string;
                    endDate?: string;
                    format?: "json" | "csv";
                    level?: "2" | "3";
                    limit?: number;
                    page?: number;
                    search?: string;
                    startDate?: string;
                    status?: "SUBMITTED" | "IN_REVIEW" | "APPROVED" | "REJECTED" | "RESUBMISSION_REQUESTED";
                    withTotal?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                assignedAt: string | null;
                                customer: {
                                    email: string;
                                    id: string;
                                    kycLevel: 0 | 1 | 2 | 3;
                                    /** @enum {string} */
                                    kycStatus: "NONE" | "SUBMITTED" | "IN_REVIEW" | "APPROVED" | "REJECTED" | "RESUBMISSION_REQUESTED";
                                    name: string;
                                };
                                decidedAt: string | null;
                                decidedBy: {
                                    id: string;
                                    name: string;
                                } | null;
                                decisionNote: string | null;
                                declared: {
                                    address: {
                                        city: string;
                                        country: string;
                                        line1: string;
                                        line2: string | null;
                                        postalCode: string | null;
                                    } | null;
                                    country: string;
                                    dateOfBirth: string;
                                    documentNumber: string;
                                    /** @enum {string} */
                                    documentType: "PASSPORT" | "NATIONAL_ID" | "DRIVING_LICENCE" | "RESIDENCE_PERMIT";
                                    fullName: string;
                                    nationality: string;
                                };
                                documentCount: number;
                                id: string;
                                level: 2 | 3;
                                rejection: {
                                    comment: string | null;
                                    /** @enum {string} */
                                    reason: "DOCUMENT_UNREADABLE" | "DOCUMENT_EXPIRED" | "DOCUMENT_INCOMPLETE" | "DOCUMENT_TYPE_NOT_ACCEPTED" | "NAME_MISMATCH" | "DATE_OF_BIRTH_MISMATCH" | "ADDRESS_NOT_VERIFIABLE" | "SELFIE_MISMATCH" | "UNDERAGE" | "SUSPECTED_FORGERY" | "SANCTIONS_OR_PEP" | "OTHER";
                                    retryItems: ("ID_DOCUMENT" | "SELFIE" | "PROOF_OF_ADDRESS" | "PERSONAL_DATA")[];
                                    /** @enum {string} */
                                    type: "FINAL" | "RETRY";
                                } | null;
                                reviewer: {
                                    id: string;
                                    name: string;
                                } | null;
                                /** @enum {string} */
                                status: "SUBMITTED" | "IN_REVIEW" | "APPROVED" | "REJECTED" | "RESUBMISSION_REQUESTED";
                                submittedAt: string;
                                updatedAt: string;
                            }[];
                            limit: number;
                            page: number;
                            total: number | null;
                            totalIsCapped: boolean;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/kyc/requests/{requestId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    requestId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            assignedAt: string | null;
                            customer: {
                                email: string;
                                id: string;
                                kycLevel: 0 | 1 | 2 | 3;
                                /** @enum {string} */
                                kycStatus: "NONE" | "SUBMITTED" | "IN_REVIEW" | "APPROVED" | "REJECTED" | "RESUBMISSION_REQUESTED";
                                name: string;
                            };
                            customerRecord: {
                                country: string;
                                dateOfBirth: string | null;
                                email: string;
                                id: string;
                                name: string;
                            };
                            decidedAt: string | null;
                            decidedBy: {
                                id: string;
                                name: string;
                            } | null;
                            decisionNote: string | null;
                            declared: {
                                address: {
                                    city: string;
                                    country: string;
                                    line1: string;
                                    line2: string | null;
                                    postalCode: string | null;
                                } | null;
                                country: string;
                                dateOfBirth: string;
                                documentNumber: string;
                                /** @enum {string} */
                                documentType: "PASSPORT" | "NATIONAL_ID" | "DRIVING_LICENCE" | "RESIDENCE_PERMIT";
                                fullName: string;
                                nationality: string;
                            };
                            documentCount: number;
                            documents: {
                                /** @enum {string} */
                                contentType: "image/jpeg" | "image/png" | "application/pdf";
                                fileName: string;
                                id: string;
                                /** @enum {string} */
                                kind: "ID_FRONT" | "ID_BACK" | "SELFIE" | "PROOF_OF_ADDRESS";
                                sha256: string;
                                sizeBytes: number;
                                uploadedAt: string;
                            }[];
                            id: string;
                            level: 2 | 3;
                            mismatches: ("fullName" | "dateOfBirth" | "country")[];
                            rejection: {
                                comment: string | null;
                                /** @enum {string} */
                                reason: "DOCUMENT_UNREADABLE" | "DOCUMENT_EXPIRED" | "DOCUMENT_INCOMPLETE" | "DOCUMENT_TYPE_NOT_ACCEPTED" | "NAME_MISMATCH" | "DATE_OF_BIRTH_MISMATCH" | "ADDRESS_NOT_VERIFIABLE" | "SELFIE_MISMATCH" | "UNDERAGE" | "SUSPECTED_FORGERY" | "SANCTIONS_OR_PEP" | "OTHER";
                                retryItems: ("ID_DOCUMENT" | "SELFIE" | "PROOF_OF_ADDRESS" | "PERSONAL_DATA")[];
                                /** @enum {string} */
                                type: "FINAL" | "RETRY";
                            } | null;
                            reviewer: {
                                id: string;
                                name: string;
                            } | null;
                            /** @enum {string} */
                            status: "SUBMITTED" | "IN_REVIEW" | "APPROVED" | "REJECTED" | "RESUBMISSION_REQUESTED";
                            submittedAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/kyc/requests/{requestId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    requestId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        note?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            assignedAt: string | null;
                            customer: {
                                email: string;
                                id: string;
                                kycLevel: 0 | 1 | 2 | 3;
                                /** @enum {string} */
                                kycStatus: "NONE" | "SUBMITTED" | "IN_REVIEW" | "APPROVED" | "REJECTED" | "RESUBMISSION_REQUESTED";
                                name: string;
                            };
                            decidedAt: string | null;
                            decidedBy: {
                                id: string;
                                name: string;
                            } | null;
                            decisionNote: string | null;
                            declared: {
                                address: {
                                    city: string;
                                    country: string;
                                    line1: string;
                                    line2: string | null;
                                    postalCode: string | null;
                                } | null;
                                country: string;
                                dateOfBirth: string;
                                documentNumber: string;
                                /** @enum {string} */
                                documentType: "PASSPORT" | "NATIONAL_ID" | "DRIVING_LICENCE" | "RESIDENCE_PERMIT";
                                fullName: string;
                                nationality: string;
                            };
                            documentCount: number;
                            id: string;
                            level: 2 | 3;
                            rejection: {
                                comment: string | null;
                                /** @enum {string} */
                                reason: "DOCUMENT_UNREADABLE" | "DOCUMENT_EXPIRED" | "DOCUMENT_INCOMPLETE" | "DOCUMENT_TYPE_NOT_ACCEPTED" | "NAME_MISMATCH" | "DATE_OF_BIRTH_MISMATCH" | "ADDRESS_NOT_VERIFIABLE" | "SELFIE_MISMATCH" | "UNDERAGE" | "SUSPECTED_FORGERY" | "SANCTIONS_OR_PEP" | "OTHER";
                                retryItems: ("ID_DOCUMENT" | "SELFIE" | "PROOF_OF_ADDRESS" | "PERSONAL_DATA")[];
                                /** @enum {string} */
                                type: "FINAL" | "RETRY";
                            } | null;
                            reviewer: {
                                id: string;
                                name: string;
                            } | null;
                            /** @enum {string} */
                            status: "SUBMITTED" | "IN_REVIEW" | "APPROVED" | "REJECTED" | "RESUBMISSION_REQUESTED";
                            submittedAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/kyc/requests/{requestId}/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    requestId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            assignedAt: string | null;
                            customer: {
                                email: string;
                                id: string;
                                kycLevel: 0 | 1 | 2 | 3;
                                /** @enum {string} */
                                kycStatus: "NONE" | "SUBMITTED" | "IN_REVIEW" | "APPROVED" | "REJECTED" | "RESUBMISSION_REQUESTED";
                                name: string;
                            };
                            decidedAt: string | null;
                            decidedBy: {
                                id: string;
                                name: string;
                            } | null;
                            decisionNote: string | null;
                            declared: {
                                address: {
                                    city: string;
                                    country: string;
                                    line1: string;
                                    line2: string | null;
                                    postalCode: string | null;
                                } | null;
                                country: string;
                                dateOfBirth: string;
                                documentNumber: string;
                                /** @enum {string} */
                                documentType: "PASSPORT" | "NATIONAL_ID" | "DRIVING_LICENCE" | "RESIDENCE_PERMIT";
                                fullName: string;
                                nationality: string;
                            };
                            documentCount: number;
                            id: string;
                            level: 2 | 3;
                            rejection: {
                                comment: string | null;
                                /** @enum {string} */
                                reason: "DOCUMENT_UNREADABLE" | "DOCUMENT_EXPIRED" | "DOCUMENT_INCOMPLETE" | "DOCUMENT_TYPE_NOT_ACCEPTED" | "NAME_MISMATCH" | "DATE_OF_BIRTH_MISMATCH" | "ADDRESS_NOT_VERIFIABLE" | "SELFIE_MISMATCH" | "UNDERAGE" | "SUSPECTED_FORGERY" | "SANCTIONS_OR_PEP" | "OTHER";
                                retryItems: ("ID_DOCUMENT" | "SELFIE" | "PROOF_OF_ADDRESS" | "PERSONAL_DATA")[];
                                /** @enum {string} */
                                type: "FINAL" | "RETRY";
                            } | null;
                            reviewer: {
                                id: string;
                                name: string;
                            } | null;
                            /** @enum {string} */
                            status: "SUBMITTED" | "IN_REVIEW" | "APPROVED" | "REJECTED" | "RESUBMISSION_REQUESTED";
                            submittedAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/kyc/requests/{requestId}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query: {
                    kind: "ID_FRONT" | "ID_BACK" | "SELFIE" | "PROOF_OF_ADDRESS";
                };
                header?: never;
                path: {
                    requestId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            contentType: "image/jpeg" | "image/png" | "application/pdf";
                            fileName: string;
                            id: string;
                            /** @enum {string} */
                            kind: "ID_FRONT" | "ID_BACK" | "SELFIE" | "PROOF_OF_ADDRESS";
                            sha256: string;
                            sizeBytes: number;
                            uploadedAt: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Too large: `error.details` names the field and its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not a type this call takes (judged by the content): `error.details` names the field */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/kyc/requests/{requestId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    requestId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        comment?: string;
                        /** @enum {string} */
                        reason: "DOCUMENT_UNREADABLE" | "DOCUMENT_EXPIRED" | "DOCUMENT_INCOMPLETE" | "DOCUMENT_TYPE_NOT_ACCEPTED" | "NAME_MISMATCH" | "DATE_OF_BIRTH_MISMATCH" | "ADDRESS_NOT_VERIFIABLE" | "SELFIE_MISMATCH" | "UNDERAGE" | "SUSPECTED_FORGERY" | "SANCTIONS_OR_PEP" | "OTHER";
                        /** @default [] */
                        retryItems?: ("ID_DOCUMENT" | "SELFIE" | "PROOF_OF_ADDRESS" | "PERSONAL_DATA")[];
                        /** @enum {string} */
                        type: "FINAL" | "RETRY";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            assignedAt: string | null;
                            customer: {
                                email: string;
                                id: string;
                                kycLevel: 0 | 1 | 2 | 3;
                                /** @enum {string} */
                                kycStatus: "NONE" | "SUBMITTED" | "IN_REVIEW" | "APPROVED" | "REJECTED" | "RESUBMISSION_REQUESTED";
                                name: string;
                            };
                            decidedAt: string | null;
                            decidedBy: {
                                id: string;
                                name: string;
                            } | null;
                            decisionNote: string | null;
                            declared: {
                                address: {
                                    city: string;
                                    country: string;
                                    line1: string;
                                    line2: string | null;
                                    postalCode: string | null;
                                } | null;
                                country: string;
                                dateOfBirth: string;
                                documentNumber: string;
                                /** @enum {string} */
                                documentType: "PASSPORT" | "NATIONAL_ID" | "DRIVING_LICENCE" | "RESIDENCE_PERMIT";
                                fullName: string;
                                nationality: string;
                            };
                            documentCount: number;
                            id: string;
                            level: 2 | 3;
                            rejection: {
                                comment: string | null;
                                /** @enum {string} */
                                reason: "DOCUMENT_UNREADABLE" | "DOCUMENT_EXPIRED" | "DOCUMENT_INCOMPLETE" | "DOCUMENT_TYPE_NOT_ACCEPTED" | "NAME_MISMATCH" | "DATE_OF_BIRTH_MISMATCH" | "ADDRESS_NOT_VERIFIABLE" | "SELFIE_MISMATCH" | "UNDERAGE" | "SUSPECTED_FORGERY" | "SANCTIONS_OR_PEP" | "OTHER";
                                retryItems: ("ID_DOCUMENT" | "SELFIE" | "PROOF_OF_ADDRESS" | "PERSONAL_DATA")[];
                                /** @enum {string} */
                                type: "FINAL" | "RETRY";
                            } | null;
                            reviewer: {
                                id: string;
                                name: string;
                            } | null;
                            /** @enum {string} */
                            status: "SUBMITTED" | "IN_REVIEW" | "APPROVED" | "REJECTED" | "RESUBMISSION_REQUESTED";
                            submittedAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/lean/approveTransaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        notes?: string;
                        /** Format: uuid */
                        transactionId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amount: string;
                            bankName: string;
                            createdAt: string;
                            /** @enum {string} */
                            currency: "AED" | "SAR";
                            customer: {
                                email: string;
                                id: string;
                                name: string;
                            };
                            decidedAt: string | null;
                            decidedBy: {
                                id: string;
                                name: string;
                            } | null;
                            decisionReason: string | null;
                            failureReason: string | null;
                            firstApproval: {
                                at: string;
                                by: {
                                    id: string;
                                    name: string;
                                };
                                notes: string | null;
                            } | null;
                            id: string;
                            payerAccount: string;
                            payerName: string;
                            payerNameMatches: boolean;
                            reference: string;
                            requiresSecondApproval: boolean;
                            /** @enum {string} */
                            status: "PENDING" | "AWAITING_APPROVAL" | "AWAITING_SECOND_APPROVAL" | "APPROVED" | "REJECTED" | "FAILED";
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/lean/listTransaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    currency?: "AED" | "SAR";
                    endDate?: string;
                    format?: "json" | "csv";
                    limit?: number;
                    page?: number;
                    search?: string;
                    startDate?: string;
                    status?: "PENDING" | "AWAITING_APPROVAL" | "AWAITING_SECOND_APPROVAL" | "APPROVED" | "REJECTED" | "FAILED" | "ALL";
                    withTotal?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                amount: string;
                                bankName: string;
                                createdAt: string;
                                /** @enum {string} */
                                currency: "AED" | "SAR";
                                customer: {
                                    email: string;
                                    id: string;
                                    name: string;
                                };
                                decidedAt: string | null;
                                decidedBy: {
                                    id: string;
                                    name: string;
                                } | null;
                                decisionReason: string | null;
                                failureReason: string | null;
                                firstApproval: {
                                    at: string;
                                    by: {
                                        id: string;
                                        name: string;
                                    };
                                    notes: string | null;
                                } | null;
                                id: string;
                                payerAccount: string;
                                payerName: string;
                                payerNameMatches: boolean;
                                reference: string;
                                requiresSecondApproval: boolean;
                                /** @enum {string} */
                                status: "PENDING" | "AWAITING_APPROVAL" | "AWAITING_SECOND_APPROVAL" | "APPROVED" | "REJECTED" | "FAILED";
                            }[];
                            limit: number;
                            page: number;
                            total: number | null;
                            totalIsCapped: boolean;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/lean/rejectTransaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                        /** Format: uuid */
                        transactionId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amount: string;
                            bankName: string;
                            createdAt: string;
                            /** @enum {string} */
                            currency: "AED" | "SAR";
                            customer: {
                                email: string;
                                id: string;
                                name: string;
                            };
                            decidedAt: string | null;
                            decidedBy: {
                                id: string;
                                name: string;
                            } | null;
                            decisionReason: string | null;
                            failureReason: string | null;
                            firstApproval: {
                                at: string;
                                by: {
                                    id: string;
                                    name: string;
                                };
                                notes: string | null;
                            } | null;
                            id: string;
                            payerAccount: string;
                            payerName: string;
                            payerNameMatches: boolean;
                            reference: string;
                            requiresSecondApproval: boolean;
                            /** @enum {string} */
                            status: "PENDING" | "AWAITING_APPROVAL" | "AWAITING_SECOND_APPROVAL" | "APPROVED" | "REJECTED" | "FAILED";
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/lean/secondApproveTransaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        notes?: string;
                        /** Format: uuid */
                        transactionId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amount: string;
                            bankName: string;
                            createdAt: string;
                            /** @enum {string} */
                            currency: "AED" | "SAR";
                            customer: {
                                email: string;
                                id: string;
                                name: string;
                            };
                            decidedAt: string | null;
                            decidedBy: {
                                id: string;
                                name: string;
                            } | null;
                            decisionReason: string | null;
                            failureReason: string | null;
                            firstApproval: {
                                at: string;
                                by: {
                                    id: string;
                                    name: string;
                                };
                                notes: string | null;
                            } | null;
                            id: string;
                            payerAccount: string;
                            payerName: string;
                            payerNameMatches: boolean;
                            reference: string;
                            requiresSecondApproval: boolean;
                            /** @enum {string} */
                            status: "PENDING" | "AWAITING_APPROVAL" | "AWAITING_SECOND_APPROVAL" | "APPROVED" | "REJECTED" | "FAILED";
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/ledger/customers/{customerId}/statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    asset: string;
                    bucket?: "AVAILABLE" | "HELD";
                    format?: "json" | "csv";
                    limit?: number;
                    page?: number;
                    subAccountId?: string;
                    withTotal?: "true" | "false";
                };
                header?: never;
                path: {
                    customerId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            balance: string;
                            items: {
                                actor: {
                                    id: string;
                                    name: string;
                                } | null;
                                amount: string;
                                balanceAfter: string;
                                createdAt: string;
                                entryId: string;
                                id: string;
                                kind: string;
                                memo: string | null;
                                referenceId: string;
                                referenceType: string;
                            }[];
                            limit: number;
                            page: number;
                            total: number | null;
                            totalIsCapped: boolean;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/ledger/reconciliations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    page?: number;
                    withTotal?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                accounts: number;
                                assets: {
                                    asset: string;
                                    cachedTotal: string;
                                    linesTotal: string;
                                }[];
                                differences: number;
                                finishedAt: string;
                                id: string;
                                lines: number;
                                runBy: {
                                    id: string;
                                    name: string;
                                };
                                startedAt: string;
                            }[];
                            limit: number;
                            page: number;
                            total: number | null;
                            totalIsCapped: boolean;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accounts: number;
                            assets: {
                                asset: string;
                                cachedTotal: string;
                                linesTotal: string;
                            }[];
                            differences: number;
                            finishedAt: string;
                            id: string;
                            lines: number;
                            runBy: {
                                id: string;
                                name: string;
                            };
                            startedAt: string;
                        };
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/ledger/reconciliations/{reconciliationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    reconciliationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accounts: number;
                            assets: {
                                asset: string;
                                cachedTotal: string;
                                linesTotal: string;
                            }[];
                            differences: number;
                            finishedAt: string;
                            id: string;
                            lines: number;
                            runBy: {
                                id: string;
                                name: string;
                            };
                            startedAt: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/ledger/reconciliations/{reconciliationId}/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    asset?: string;
                    format?: "json" | "csv";
                    limit?: number;
                    onlyDifferences?: "true" | "false";
                    owner?: "CUSTOMER" | "EXCHANGE";
                    page?: number;
                    withTotal?: "true" | "false";
                };
                header?: never;
                path: {
                    reconciliationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                accountId: string;
                                asset: string;
                                /** @enum {string|null} */
                                bucket: "AVAILABLE" | "HELD" | null;
                                cachedBalance: string;
                                cachedLines: number;
                                customer: {
                                    email: string;
                                    id: string;
                                    name: string;
                                } | null;
                                difference: string;
                                lineCount: number;
                                linesSum: string;
                                /** @enum {string} */
                                owner: "CUSTOMER" | "EXCHANGE";
                                /** @enum {string|null} */
                                purpose: "BANK" | "CARD_PROCESSOR" | "TREASURY" | "FEES" | "TAXES" | "REWARDS_BUDGET" | "SUSPENSE" | null;
                                subAccount: {
                                    id: string;
                                    name: string;
                                } | null;
                            }[];
                            limit: number;
                            page: number;
                            total: number | null;
                            totalIsCapped: boolean;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    isActive?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                email: string | null;
                                id: string;
                                name: string;
                                role: string;
                            }[];
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/listCloudWatchLogs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        from: string;
                        /** @default 1000 */
                        limit?: number;
                        /**
                         * @default public-api
                         * @enum {string}
                         */
                        logGroupName?: "public-api";
                        to: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            expiresAt: string;
                            url: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/logDownloads/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The requests of the period, one JSON object per line */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/x-ndjson": unknown;
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Gone: the single-use link was used or expired */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                accessToken: string;
                                id: string;
                                isGAuthEnabled: boolean;
                                name: string;
                                /** @enum {string} */
                                role: "superAdmin" | "admin" | "support" | "finance" | "vendorsReadOnly";
                            };
                            /** @enum {boolean} */
                            result: true;
                        } | {
                            /** @enum {string} */
                            reason: "IP_NOT_ALLOWED";
                            /** @enum {boolean} */
                            result: false;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Too many failed attempts: try again later */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: string;
                            id: string;
                            isGAuthEnabled: boolean;
                            mustSetUp2fa: boolean;
                            name: string;
                            policies: string[];
                            /** @enum {string} */
                            role: "superAdmin" | "admin" | "support" | "finance" | "vendorsReadOnly";
                        };
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/otp/gauth/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        gAuthCode: string;
                        loginPassword: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Too many failed attempts: try again later */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/otp/qrcode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            qrcode: string;
                        };
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/p2p/adPriceReference": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    coin: "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                    excludeAdId?: string;
                    fiat: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL";
                    side: "BUY" | "SELL";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            adCount: number;
                            median: string | null;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/p2p/merchants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    country?: "AE" | "BR" | "DE" | "ES" | "FR" | "GB" | "IN" | "IT" | "NG" | "SA" | "TR" | "US" | "CN" | "EG" | "PK";
                    format?: "json" | "csv";
                    isActive?: "true" | "false";
                    isOnline?: "true" | "false";
                    limit?: number;
                    order?: "asc" | "desc";
                    page?: number;
                    search?: string;
                    sort?: "createdAt" | "name" | "completedOrders";
                    withTotal?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                activeAds: number;
                                completedOrders: number;
                                completionRate: number | null;
                                /** @enum {string} */
                                country: "AE" | "BR" | "DE" | "ES" | "FR" | "GB" | "IN" | "IT" | "NG" | "SA" | "TR" | "US" | "CN" | "EG" | "PK";
                                createdAt: string;
                                email: string;
                                id: string;
                                isActive: boolean;
                                isOnline: boolean;
                                name: string;
                                phone: string;
                                updatedAt: string;
                            }[];
                            limit: number;
                            page: number;
                            total: number | null;
                            totalIsCapped: boolean;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        country: "AE" | "BR" | "DE" | "ES" | "FR" | "GB" | "IN" | "IT" | "NG" | "SA" | "TR" | "US" | "CN" | "EG" | "PK";
                        /** Format: email */
                        email: string;
                        name: string;
                        phone: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            activeAds: number;
                            completedOrders: number;
                            completionRate: number | null;
                            /** @enum {string} */
                            country: "AE" | "BR" | "DE" | "ES" | "FR" | "GB" | "IN" | "IT" | "NG" | "SA" | "TR" | "US" | "CN" | "EG" | "PK";
                            createdAt: string;
                            email: string;
                            id: string;
                            isActive: boolean;
                            isOnline: boolean;
                            name: string;
                            phone: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/p2p/merchants/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            activeAds: number;
                            completedOrders: number;
                            completionRate: number | null;
                            /** @enum {string} */
                            country: "AE" | "BR" | "DE" | "ES" | "FR" | "GB" | "IN" | "IT" | "NG" | "SA" | "TR" | "US" | "CN" | "EG" | "PK";
                            createdAt: string;
                            email: string;
                            id: string;
                            isActive: boolean;
                            isOnline: boolean;
                            name: string;
                            phone: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        country?: "AE" | "BR" | "DE" | "ES" | "FR" | "GB" | "IN" | "IT" | "NG" | "SA" | "TR" | "US" | "CN" | "EG" | "PK";
                        /** Format: email */
                        email?: string;
                        name?: string;
                        phone?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            activeAds: number;
                            completedOrders: number;
                            completionRate: number | null;
                            /** @enum {string} */
                            country: "AE" | "BR" | "DE" | "ES" | "FR" | "GB" | "IN" | "IT" | "NG" | "SA" | "TR" | "US" | "CN" | "EG" | "PK";
                            createdAt: string;
                            email: string;
                            id: string;
                            isActive: boolean;
                            isOnline: boolean;
                            name: string;
                            phone: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/p2p/merchants/{id}/activateDeactivateMerchants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        isActive: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            activeAds: number;
                            completedOrders: number;
                            completionRate: number | null;
                            /** @enum {string} */
                            country: "AE" | "BR" | "DE" | "ES" | "FR" | "GB" | "IN" | "IT" | "NG" | "SA" | "TR" | "US" | "CN" | "EG" | "PK";
                            createdAt: string;
                            email: string;
                            id: string;
                            isActive: boolean;
                            isOnline: boolean;
                            name: string;
                            phone: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/p2p/merchants/{id}/onlineOfflineMerchants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        isOnline: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            activeAds: number;
                            completedOrders: number;
                            completionRate: number | null;
                            /** @enum {string} */
                            country: "AE" | "BR" | "DE" | "ES" | "FR" | "GB" | "IN" | "IT" | "NG" | "SA" | "TR" | "US" | "CN" | "EG" | "PK";
                            createdAt: string;
                            email: string;
                            id: string;
                            isActive: boolean;
                            isOnline: boolean;
                            name: string;
                            phone: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/p2p/merchants/{merchantId}/ads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    coin?: "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                    format?: "json" | "csv";
                    includeArchived?: "true" | "false";
                    isActive?: "true" | "false";
                    limit?: number;
                    page?: number;
                    side?: "BUY" | "SELL";
                    withTotal?: "true" | "false";
                };
                header?: never;
                path: {
                    merchantId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                archivedAt: string | null;
                                archivedBy: string | null;
                                availableAmount: string;
                                /** @enum {string} */
                                coin: "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                                createdAt: string;
                                /** @enum {string} */
                                fiat: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL";
                                id: string;
                                isActive: boolean;
                                maxLimit: string;
                                merchantId: string;
                                minLimit: string;
                                paymentMethodIds: string[];
                                price: string;
                                /** @enum {string} */
                                side: "BUY" | "SELL";
                                terms: string;
                                updatedAt: string;
                            }[];
                            limit: number;
                            page: number;
                            total: number | null;
                            totalIsCapped: boolean;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    merchantId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        availableAmount: string;
                        /** @enum {string} */
                        coin: "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                        /** @enum {string} */
                        fiat: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL";
                        maxLimit: string;
                        minLimit: string;
                        paymentMethodIds: string[];
                        price: string;
                        /** @enum {string} */
                        side: "BUY" | "SELL";
                        /** @default  */
                        terms?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            archivedAt: string | null;
                            archivedBy: string | null;
                            availableAmount: string;
                            /** @enum {string} */
                            coin: "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                            createdAt: string;
                            /** @enum {string} */
                            fiat: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL";
                            id: string;
                            isActive: boolean;
                            maxLimit: string;
                            merchantId: string;
                            minLimit: string;
                            paymentMethodIds: string[];
                            price: string;
                            /** @enum {string} */
                            side: "BUY" | "SELL";
                            terms: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/p2p/merchants/{merchantId}/ads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    merchantId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            archivedAt: string | null;
                            archivedBy: string | null;
                            availableAmount: string;
                            /** @enum {string} */
                            coin: "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                            createdAt: string;
                            /** @enum {string} */
                            fiat: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL";
                            id: string;
                            isActive: boolean;
                            maxLimit: string;
                            merchantId: string;
                            minLimit: string;
                            paymentMethodIds: string[];
                            price: string;
                            /** @enum {string} */
                            side: "BUY" | "SELL";
                            terms: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    merchantId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        availableAmount?: string;
                        /** @enum {string} */
                        coin?: "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                        /** @enum {string} */
                        fiat?: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL";
                        maxLimit?: string;
                        minLimit?: string;
                        paymentMethodIds?: string[];
                        price?: string;
                        /** @enum {string} */
                        side?: "BUY" | "SELL";
                        terms?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            archivedAt: string | null;
                            archivedBy: string | null;
                            availableAmount: string;
                            /** @enum {string} */
                            coin: "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                            createdAt: string;
                            /** @enum {string} */
                            fiat: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL";
                            id: string;
                            isActive: boolean;
                            maxLimit: string;
                            merchantId: string;
                            minLimit: string;
                            paymentMethodIds: string[];
                            price: string;
                            /** @enum {string} */
                            side: "BUY" | "SELL";
                            terms: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/p2p/merchants/{merchantId}/ads/{id}/activateDeactivateMerchantAds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    merchantId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        isActive: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            archivedAt: string | null;
                            archivedBy: string | null;
                            availableAmount: string;
                            /** @enum {string} */
                            coin: "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                            createdAt: string;
                            /** @enum {string} */
                            fiat: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL";
                            id: string;
                            isActive: boolean;
                            maxLimit: string;
                            merchantId: string;
                            minLimit: string;
                            paymentMethodIds: string[];
                            price: string;
                            /** @enum {string} */
                            side: "BUY" | "SELL";
                            terms: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/p2p/merchants/{merchantId}/ads/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    merchantId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            archivedAt: string | null;
                            archivedBy: string | null;
                            availableAmount: string;
                            /** @enum {string} */
                            coin: "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                            createdAt: string;
                            /** @enum {string} */
                            fiat: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL";
                            id: string;
                            isActive: boolean;
                            maxLimit: string;
                            merchantId: string;
                            minLimit: string;
                            paymentMethodIds: string[];
                            price: string;
                            /** @enum {string} */
                            side: "BUY" | "SELL";
                            terms: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/p2p/merchants/{merchantId}/ads/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    merchantId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            archivedAt: string | null;
                            archivedBy: string | null;
                            availableAmount: string;
                            /** @enum {string} */
                            coin: "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                            createdAt: string;
                            /** @enum {string} */
                            fiat: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL";
                            id: string;
                            isActive: boolean;
                            maxLimit: string;
                            merchantId: string;
                            minLimit: string;
                            paymentMethodIds: string[];
                            price: string;
                            /** @enum {string} */
                            side: "BUY" | "SELL";
                            terms: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/p2p/merchants/{merchantId}/paymentMethods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    format?: "json" | "csv";
                    includeArchived?: "true" | "false";
                    isActive?: "true" | "false";
                    limit?: number;
                    page?: number;
                    withTotal?: "true" | "false";
                };
                header?: never;
                path: {
                    merchantId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                accountName: string;
                                accountNumber: string;
                                archivedAt: string | null;
                                archivedBy: string | null;
                                bankName: string | null;
                                createdAt: string;
                                id: string;
                                isActive: boolean;
                                label: string;
                                merchantId: string;
                                /** @enum {string} */
                                type: "BANK_TRANSFER" | "MOBILE_MONEY" | "CASH" | "CARD" | "E_WALLET";
                                updatedAt: string;
                            }[];
                            limit: number;
                            page: number;
                            total: number | null;
                            totalIsCapped: boolean;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    merchantId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        accountName: string;
                        accountNumber: string;
                        bankName?: string | null;
                        label: string;
                        /** @enum {string} */
                        type: "BANK_TRANSFER" | "MOBILE_MONEY" | "CASH" | "CARD" | "E_WALLET";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accountName: string;
                            accountNumber: string;
                            archivedAt: string | null;
                            archivedBy: string | null;
                            bankName: string | null;
                            createdAt: string;
                            id: string;
                            isActive: boolean;
                            label: string;
                            merchantId: string;
                            /** @enum {string} */
                            type: "BANK_TRANSFER" | "MOBILE_MONEY" | "CASH" | "CARD" | "E_WALLET";
                            updatedAt: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/p2p/merchants/{merchantId}/paymentMethods/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    merchantId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accountName: string;
                            accountNumber: string;
                            archivedAt: string | null;
                            archivedBy: string | null;
                            bankName: string | null;
                            createdAt: string;
                            id: string;
                            isActive: boolean;
                            label: string;
                            merchantId: string;
                            /** @enum {string} */
                            type: "BANK_TRANSFER" | "MOBILE_MONEY" | "CASH" | "CARD" | "E_WALLET";
                            updatedAt: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    merchantId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        accountName?: string;
                        accountNumber?: string;
                        bankName?: string | null;
                        label?: string;
                        /** @enum {string} */
                        type?: "BANK_TRANSFER" | "MOBILE_MONEY" | "CASH" | "CARD" | "E_WALLET";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accountName: string;
                            accountNumber: string;
                            archivedAt: string | null;
                            archivedBy: string | null;
                            bankName: string | null;
                            createdAt: string;
                            id: string;
                            isActive: boolean;
                            label: string;
                            merchantId: string;
                            /** @enum {string} */
                            type: "BANK_TRANSFER" | "MOBILE_MONEY" | "CASH" | "CARD" | "E_WALLET";
                            updatedAt: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/p2p/merchants/{merchantId}/paymentMethods/{id}/activateDeactivateMerchantPaymentMethods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    merchantId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        isActive: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accountName: string;
                            accountNumber: string;
                            archivedAt: string | null;
                            archivedBy: string | null;
                            bankName: string | null;
                            createdAt: string;
                            id: string;
                            isActive: boolean;
                            label: string;
                            merchantId: string;
                            /** @enum {string} */
                            type: "BANK_TRANSFER" | "MOBILE_MONEY" | "CASH" | "CARD" | "E_WALLET";
                            updatedAt: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/p2p/merchants/{merchantId}/paymentMethods/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    merchantId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accountName: string;
                            accountNumber: string;
                            archivedAt: string | null;
                            archivedBy: string | null;
                            bankName: string | null;
                            createdAt: string;
                            id: string;
                            isActive: boolean;
                            label: string;
                            merchantId: string;
                            /** @enum {string} */
                            type: "BANK_TRANSFER" | "MOBILE_MONEY" | "CASH" | "CARD" | "E_WALLET";
                            updatedAt: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/p2p/merchants/{merchantId}/paymentMethods/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    merchantId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accountName: string;
                            accountNumber: string;
                            archivedAt: string | null;
                            archivedBy: string | null;
                            bankName: string | null;
                            createdAt: string;
                            id: string;
                            isActive: boolean;
                            label: string;
                            merchantId: string;
                            /** @enum {string} */
                            type: "BANK_TRANSFER" | "MOBILE_MONEY" | "CASH" | "CARD" | "E_WALLET";
                            updatedAt: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/p2p/orderDisputes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    assigneeId?: string | "none";
                    customerId?: string;
                    format?: "json" | "csv";
                    limit?: number;
                    minAgeHours?: number;
                    page?: number;
                    sort?: "slaFirst" | "oldest" | "newest";
                    status?: "OPEN" | "IN_REVIEW" | "RESOLVED_BUYER" | "RESOLVED_SELLER" | "CANCELLED" | "ACTIVE" | "ALL";
                    withTotal?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                ageSeconds: number;
                                assigneeId: string | null;
                                assigneeName: string | null;
                                coin: string;
                                createdAt: string;
                                cryptoAmount: string;
                                fiat: string;
                                fiatAmount: string;
                                id: string;
                                /** @enum {string} */
                                openedBy: "BUYER" | "SELLER";
                                orderNumber: string;
                                reason: string;
                                /** @enum {string|null} */
                                reasonCode: "PAYMENT_CONFIRMED" | "PAYMENT_NOT_RECEIVED" | "WRONG_AMOUNT_PAID" | "BUYER_UNRESPONSIVE" | "SELLER_UNRESPONSIVE" | "FRAUD_SUSPECTED" | "MUTUAL_AGREEMENT" | "OTHER" | null;
                                resolvedAt: string | null;
                                resolvedBy: string | null;
                                resolvedByName: string | null;
                                slaBreached: boolean;
                                /** @enum {string} */
                                status: "OPEN" | "IN_REVIEW" | "RESOLVED_BUYER" | "RESOLVED_SELLER" | "CANCELLED";
                                updatedAt: string;
                            }[];
                            limit: number;
                            page: number;
                            slaHours: number;
                            total: number | null;
                            totalIsCapped: boolean;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/p2p/orderDisputes/{orderNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderNumber: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            buyer: {
                                accountCreatedAt: string;
                                completedOrders: number;
                                completionRate: number | null;
                                earlierDisputes: {
                                    createdAt: string;
                                    orderNumber: string;
                                    /** @enum {string} */
                                    status: "OPEN" | "IN_REVIEW" | "RESOLVED_BUYER" | "RESOLVED_SELLER" | "CANCELLED";
                                    wonByThisParty: boolean | null;
                                }[];
                                email: string;
                                id: string;
                                /** @enum {string} */
                                kind: "CUSTOMER" | "MERCHANT";
                                name: string;
                                /** @enum {string} */
                                role: "BUYER" | "SELLER";
                            };
                            dispute: {
                                ageSeconds: number;
                                assigneeId: string | null;
                                assigneeName: string | null;
                                coin: string;
                                createdAt: string;
                                cryptoAmount: string;
                                fiat: string;
                                fiatAmount: string;
                                id: string;
                                /** @enum {string} */
                                openedBy: "BUYER" | "SELLER";
                                orderNumber: string;
                                reason: string;
                                /** @enum {string|null} */
                                reasonCode: "PAYMENT_CONFIRMED" | "PAYMENT_NOT_RECEIVED" | "WRONG_AMOUNT_PAID" | "BUYER_UNRESPONSIVE" | "SELLER_UNRESPONSIVE" | "FRAUD_SUSPECTED" | "MUTUAL_AGREEMENT" | "OTHER" | null;
                                resolvedAt: string | null;
                                resolvedBy: string | null;
                                resolvedByName: string | null;
                                slaBreached: boolean;
                                /** @enum {string} */
                                status: "OPEN" | "IN_REVIEW" | "RESOLVED_BUYER" | "RESOLVED_SELLER" | "CANCELLED";
                                updatedAt: string;
                            };
                            notes: {
                                authorId: string;
                                authorName: string;
                                body: string;
                                createdAt: string;
                                id: string;
                            }[];
                            order: {
                                adId: string;
                                /** @enum {string} */
                                coin: "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                                completedAt: string | null;
                                createdAt: string;
                                cryptoAmount: string;
                                customerEmail: string;
                                customerId: string;
                                /** @enum {string} */
                                fiat: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL";
                                fiatAmount: string;
                                id: string;
                                merchantId: string;
                                merchantName: string;
                                orderNumber: string;
                                price: string;
                                /** @enum {string} */
                                side: "BUY" | "SELL";
                                /** @enum {string} */
                                status: "PENDING_PAYMENT" | "PAID" | "COMPLETED" | "CANCELLED" | "DISPUTED";
                            };
                            seller: {
                                accountCreatedAt: string;
                                completedOrders: number;
                                completionRate: number | null;
                                earlierDisputes: {
                                    createdAt: string;
                                    orderNumber: string;
                                    /** @enum {string} */
                                    status: "OPEN" | "IN_REVIEW" | "RESOLVED_BUYER" | "RESOLVED_SELLER" | "CANCELLED";
                                    wonByThisParty: boolean | null;
                                }[];
                                email: string;
                                id: string;
                                /** @enum {string} */
                                kind: "CUSTOMER" | "MERCHANT";
                                name: string;
                                /** @enum {string} */
                                role: "BUYER" | "SELLER";
                            };
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderNumber: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        notes?: string;
                        /** @enum {string} */
                        reasonCode?: "PAYMENT_CONFIRMED" | "PAYMENT_NOT_RECEIVED" | "WRONG_AMOUNT_PAID" | "BUYER_UNRESPONSIVE" | "SELLER_UNRESPONSIVE" | "FRAUD_SUSPECTED" | "MUTUAL_AGREEMENT" | "OTHER";
                        /** @enum {string} */
                        status: "OPEN" | "IN_REVIEW" | "RESOLVED_BUYER" | "RESOLVED_SELLER" | "CANCELLED";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            buyer: {
                                accountCreatedAt: string;
                                completedOrders: number;
                                completionRate: number | null;
                                earlierDisputes: {
                                    createdAt: string;
                                    orderNumber: string;
                                    /** @enum {string} */
                                    status: "OPEN" | "IN_REVIEW" | "RESOLVED_BUYER" | "RESOLVED_SELLER" | "CANCELLED";
                                    wonByThisParty: boolean | null;
                                }[];
                                email: string;
                                id: string;
                                /** @enum {string} */
                                kind: "CUSTOMER" | "MERCHANT";
                                name: string;
                                /** @enum {string} */
                                role: "BUYER" | "SELLER";
                            };
                            dispute: {
                                ageSeconds: number;
                                assigneeId: string | null;
                                assigneeName: string | null;
                                coin: string;
                                createdAt: string;
                                cryptoAmount: string;
                                fiat: string;
                                fiatAmount: string;
                                id: string;
                                /** @enum {string} */
                                openedBy: "BUYER" | "SELLER";
                                orderNumber: string;
                                reason: string;
                                /** @enum {string|null} */
                                reasonCode: "PAYMENT_CONFIRMED" | "PAYMENT_NOT_RECEIVED" | "WRONG_AMOUNT_PAID" | "BUYER_UNRESPONSIVE" | "SELLER_UNRESPONSIVE" | "FRAUD_SUSPECTED" | "MUTUAL_AGREEMENT" | "OTHER" | null;
                                resolvedAt: string | null;
                                resolvedBy: string | null;
                                resolvedByName: string | null;
                                slaBreached: boolean;
                                /** @enum {string} */
                                status: "OPEN" | "IN_REVIEW" | "RESOLVED_BUYER" | "RESOLVED_SELLER" | "CANCELLED";
                                updatedAt: string;
                            };
                            notes: {
                                authorId: string;
                                authorName: string;
                                body: string;
                                createdAt: string;
                                id: string;
                            }[];
                            order: {
                                adId: string;
                                /** @enum {string} */
                                coin: "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                                completedAt: string | null;
                                createdAt: string;
                                cryptoAmount: string;
                                customerEmail: string;
                                customerId: string;
                                /** @enum {string} */
                                fiat: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL";
                                fiatAmount: string;
                                id: string;
                                merchantId: string;
                                merchantName: string;
                                orderNumber: string;
                                price: string;
                                /** @enum {string} */
                                side: "BUY" | "SELL";
                                /** @enum {string} */
                                status: "PENDING_PAYMENT" | "PAID" | "COMPLETED" | "CANCELLED" | "DISPUTED";
                            };
                            seller: {
                                accountCreatedAt: string;
                                completedOrders: number;
                                completionRate: number | null;
                                earlierDisputes: {
                                    createdAt: string;
                                    orderNumber: string;
                                    /** @enum {string} */
                                    status: "OPEN" | "IN_REVIEW" | "RESOLVED_BUYER" | "RESOLVED_SELLER" | "CANCELLED";
                                    wonByThisParty: boolean | null;
                                }[];
                                email: string;
                                id: string;
                                /** @enum {string} */
                                kind: "CUSTOMER" | "MERCHANT";
                                name: string;
                                /** @enum {string} */
                                role: "BUYER" | "SELLER";
                            };
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/p2p/orderDisputes/{orderNumber}/changeAssigner/{targetAdminId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderNumber: string;
                    targetAdminId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            buyer: {
                                accountCreatedAt: string;
                                completedOrders: number;
                                completionRate: number | null;
                                earlierDisputes: {
                                    createdAt: string;
                                    orderNumber: string;
                                    /** @enum {string} */
                                    status: "OPEN" | "IN_REVIEW" | "RESOLVED_BUYER" | "RESOLVED_SELLER" | "CANCELLED";
                                    wonByThisParty: boolean | null;
                                }[];
                                email: string;
                                id: string;
                                /** @enum {string} */
                                kind: "CUSTOMER" | "MERCHANT";
                                name: string;
                                /** @enum {string} */
                                role: "BUYER" | "SELLER";
                            };
                            dispute: {
                                ageSeconds: number;
                                assigneeId: string | null;
                                assigneeName: string | null;
                                coin: string;
                                createdAt: string;
                                cryptoAmount: string;
                                fiat: string;
                                fiatAmount: string;
                                id: string;
                                /** @enum {string} */
                                openedBy: "BUYER" | "SELLER";
                                orderNumber: string;
                                reason: string;
                                /** @enum {string|null} */
                                reasonCode: "PAYMENT_CONFIRMED" | "PAYMENT_NOT_RECEIVED" | "WRONG_AMOUNT_PAID" | "BUYER_UNRESPONSIVE" | "SELLER_UNRESPONSIVE" | "FRAUD_SUSPECTED" | "MUTUAL_AGREEMENT" | "OTHER" | null;
                                resolvedAt: string | null;
                                resolvedBy: string | null;
                                resolvedByName: string | null;
                                slaBreached: boolean;
                                /** @enum {string} */
                                status: "OPEN" | "IN_REVIEW" | "RESOLVED_BUYER" | "RESOLVED_SELLER" | "CANCELLED";
                                updatedAt: string;
                            };
                            notes: {
                                authorId: string;
                                authorName: string;
                                body: string;
                                createdAt: string;
                                id: string;
                            }[];
                            order: {
                                adId: string;
                                /** @enum {string} */
                                coin: "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                                completedAt: string | null;
                                createdAt: string;
                                cryptoAmount: string;
                                customerEmail: string;
                                customerId: string;
                                /** @enum {string} */
                                fiat: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL";
                                fiatAmount: string;
                                id: string;
                                merchantId: string;
                                merchantName: string;
                                orderNumber: string;
                                price: string;
                                /** @enum {string} */
                                side: "BUY" | "SELL";
                                /** @enum {string} */
                                status: "PENDING_PAYMENT" | "PAID" | "COMPLETED" | "CANCELLED" | "DISPUTED";
                            };
                            seller: {
                                accountCreatedAt: string;
                                completedOrders: number;
                                completionRate: number | null;
                                earlierDisputes: {
                                    createdAt: string;
                                    orderNumber: string;
                                    /** @enum {string} */
                                    status: "OPEN" | "IN_REVIEW" | "RESOLVED_BUYER" | "RESOLVED_SELLER" | "CANCELLED";
                                    wonByThisParty: boolean | null;
                                }[];
                                email: string;
                                id: string;
                                /** @enum {string} */
                                kind: "CUSTOMER" | "MERCHANT";
                                name: string;
                                /** @enum {string} */
                                role: "BUYER" | "SELLER";
                            };
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/p2p/orderDisputes/{orderNumber}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderNumber: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        notes: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            buyer: {
                                accountCreatedAt: string;
                                completedOrders: number;
                                completionRate: number | null;
                                earlierDisputes: {
                                    createdAt: string;
                                    orderNumber: string;
                                    /** @enum {string} */
                                    status: "OPEN" | "IN_REVIEW" | "RESOLVED_BUYER" | "RESOLVED_SELLER" | "CANCELLED";
                                    wonByThisParty: boolean | null;
                                }[];
                                email: string;
                                id: string;
                                /** @enum {string} */
                                kind: "CUSTOMER" | "MERCHANT";
                                name: string;
                                /** @enum {string} */
                                role: "BUYER" | "SELLER";
                            };
                            dispute: {
                                ageSeconds: number;
                                assigneeId: string | null;
                                assigneeName: string | null;
                                coin: string;
                                createdAt: string;
                                cryptoAmount: string;
                                fiat: string;
                                fiatAmount: string;
                                id: string;
                                /** @enum {string} */
                                openedBy: "BUYER" | "SELLER";
                                orderNumber: string;
                                reason: string;
                                /** @enum {string|null} */
                                reasonCode: "PAYMENT_CONFIRMED" | "PAYMENT_NOT_RECEIVED" | "WRONG_AMOUNT_PAID" | "BUYER_UNRESPONSIVE" | "SELLER_UNRESPONSIVE" | "FRAUD_SUSPECTED" | "MUTUAL_AGREEMENT" | "OTHER" | null;
                                resolvedAt: string | null;
                                resolvedBy: string | null;
                                resolvedByName: string | null;
                                slaBreached: boolean;
                                /** @enum {string} */
                                status: "OPEN" | "IN_REVIEW" | "RESOLVED_BUYER" | "RESOLVED_SELLER" | "CANCELLED";
                                updatedAt: string;
                            };
                            notes: {
                                authorId: string;
                                authorName: string;
                                body: string;
                                createdAt: string;
                                id: string;
                            }[];
                            order: {
                                adId: string;
                                /** @enum {string} */
                                coin: "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                                completedAt: string | null;
                                createdAt: string;
                                cryptoAmount: string;
                                customerEmail: string;
                                customerId: string;
                                /** @enum {string} */
                                fiat: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL";
                                fiatAmount: string;
                                id: string;
                                merchantId: string;
                                merchantName: string;
                                orderNumber: string;
                                price: string;
                                /** @enum {string} */
                                side: "BUY" | "SELL";
                                /** @enum {string} */
                                status: "PENDING_PAYMENT" | "PAID" | "COMPLETED" | "CANCELLED" | "DISPUTED";
                            };
                            seller: {
                                accountCreatedAt: string;
                                completedOrders: number;
                                completionRate: number | null;
                                earlierDisputes: {
                                    createdAt: string;
                                    orderNumber: string;
                                    /** @enum {string} */
                                    status: "OPEN" | "IN_REVIEW" | "RESOLVED_BUYER" | "RESOLVED_SELLER" | "CANCELLED";
                                    wonByThisParty: boolean | null;
                                }[];
                                email: string;
                                id: string;
                                /** @enum {string} */
                                kind: "CUSTOMER" | "MERCHANT";
                                name: string;
                                /** @enum {string} */
                                role: "BUYER" | "SELLER";
                            };
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/p2p/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    coin?: "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                    customerId?: string;
                    email?: string;
                    endDate?: string;
                    fiat?: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL";
                    limit?: number;
                    merchantId?: string;
                    orderNumber?: string;
                    page?: number;
                    side?: "BUY" | "SELL";
                    startDate?: string;
                    status?: "PENDING_PAYMENT" | "PAID" | "COMPLETED" | "CANCELLED" | "DISPUTED";
                    withTotal?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                adId: string;
                                /** @enum {string} */
                                coin: "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                                completedAt: string | null;
                                createdAt: string;
                                cryptoAmount: string;
                                customerEmail: string;
                                customerId: string;
                                /** @enum {string} */
                                fiat: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL";
                                fiatAmount: string;
                                id: string;
                                merchantId: string;
                                merchantName: string;
                                orderNumber: string;
                                price: string;
                                /** @enum {string} */
                                side: "BUY" | "SELL";
                                /** @enum {string} */
                                status: "PENDING_PAYMENT" | "PAID" | "COMPLETED" | "CANCELLED" | "DISPUTED";
                            }[];
                            limit: number;
                            page: number;
                            total: number | null;
                            totalIsCapped: boolean;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/p2p/orders/{orderNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderNumber: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            adId: string;
                            /** @enum {string} */
                            coin: "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                            completedAt: string | null;
                            createdAt: string;
                            cryptoAmount: string;
                            customerEmail: string;
                            customerId: string;
                            customerName: string;
                            dispute: {
                                createdAt: string;
                                /** @enum {string} */
                                openedBy: "BUYER" | "SELLER";
                                /** @enum {string} */
                                status: "OPEN" | "IN_REVIEW" | "RESOLVED_BUYER" | "RESOLVED_SELLER" | "CANCELLED";
                            } | null;
                            /** @enum {string} */
                            fiat: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL";
                            fiatAmount: string;
                            id: string;
                            merchantEmail: string;
                            merchantId: string;
                            merchantName: string;
                            orderNumber: string;
                            price: string;
                            /** @enum {string} */
                            side: "BUY" | "SELL";
                            /** @enum {string} */
                            status: "PENDING_PAYMENT" | "PAID" | "COMPLETED" | "CANCELLED" | "DISPUTED";
                            transactions: {
                                createdAt: string;
                                /** @enum {string} */
                                status: "REQUESTED" | "APPROVED" | "REJECTED";
                                transactionNumber: string;
                            }[];
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/p2p/ordersReport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    coin?: "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                    customerId?: string;
                    email?: string;
                    endDate?: string;
                    fiat?: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL";
                    format?: "json" | "csv";
                    limit?: number;
                    merchantId?: string;
                    orderNumber?: string;
                    page?: number;
                    side?: "BUY" | "SELL";
                    startDate?: string;
                    status?: "PENDING_PAYMENT" | "PAID" | "COMPLETED" | "CANCELLED" | "DISPUTED";
                    withTotal?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                adId: string;
                                /** @enum {string} */
                                coin: "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                                completedAt: string | null;
                                createdAt: string;
                                cryptoAmount: string;
                                customerEmail: string;
                                customerId: string;
                                /** @enum {string} */
                                fiat: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL";
                                fiatAmount: string;
                                id: string;
                                merchantId: string;
                                merchantName: string;
                                orderNumber: string;
                                price: string;
                                /** @enum {string} */
                                side: "BUY" | "SELL";
                                /** @enum {string} */
                                status: "PENDING_PAYMENT" | "PAID" | "COMPLETED" | "CANCELLED" | "DISPUTED";
                            }[];
                            limit: number;
                            page: number;
                            sums: {
                                /** @enum {string} */
                                coin: "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                                cryptoAmount: string;
                                /** @enum {string} */
                                fiat: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL";
                                fiatAmount: string;
                                orders: number;
                            }[];
                            total: number | null;
                            totalIsCapped: boolean;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/p2p/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    days?: number;
                    version?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ads: {
                                active: number;
                                total: number;
                            };
                            disputes: {
                                inReview: number;
                                open: number;
                                slaBreached: number;
                            };
                            generatedAt: string;
                            merchants: {
                                active: number;
                                online: number;
                                total: number;
                            };
                            orders: {
                                byStatus: {
                                    count: number;
                                    status: string;
                                }[];
                            };
                            transactions: {
                                byCoin: {
                                    coin: string;
                                    count: number;
                                    cryptoAmount: string;
                                }[];
                                byFiat: {
                                    count: number;
                                    fiat: string;
                                    fiatAmount: string;
                                }[];
                                byStatus: {
                                    count: number;
                                    status: string;
                                }[];
                                pendingWithdrawals: number;
                                perDay: {
                                    coin: string;
                                    count: number;
                                    cryptoAmount: string;
                                    day: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/p2p/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    coin?: "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                    cryptoAmountEnd?: string;
                    cryptoAmountStart?: string;
                    customerId?: string;
                    email?: string;
                    endDate?: string;
                    fiat?: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL";
                    fiatAmountEnd?: string;
                    fiatAmountStart?: string;
                    format?: "json" | "csv";
                    limit?: number;
                    merchantId?: string;
                    page?: number;
                    startDate?: string;
                    status?: "REQUESTED" | "APPROVED" | "REJECTED" | "ALL";
                    transactionNumber?: string;
                    type?: "BUY" | "SELL";
                    withdrawalStatus?: "WITHDRAWAL_PENDING" | "WITHDRAWAL_APPROVED" | "WITHDRAWAL_REJECTED";
                    withTotal?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** @enum {string} */
                                coin: "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                                createdAt: string;
                                cryptoAmount: string;
                                customerEmail: string;
                                customerId: string;
                                customerName: string;
                                decidedAt: string | null;
                                decidedBy: string | null;
                                decidedByName: string | null;
                                /** @enum {string} */
                                fiat: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL";
                                fiatAmount: string;
                                id: string;
                                merchantId: string | null;
                                merchantName: string | null;
                                orderNumber: string | null;
                                price: string;
                                rejectReason: string | null;
                                /** @enum {string} */
                                status: "REQUESTED" | "APPROVED" | "REJECTED";
                                transactionNumber: string;
                                /** @enum {string} */
                                type: "BUY" | "SELL";
                                withdrawalDecidedAt: string | null;
                                withdrawalDecidedBy: string | null;
                                withdrawalDecidedByName: string | null;
                                withdrawalNote: string | null;
                                /** @enum {string|null} */
                                withdrawalStatus: "WITHDRAWAL_PENDING" | "WITHDRAWAL_APPROVED" | "WITHDRAWAL_REJECTED" | null;
                            }[];
                            limit: number;
                            page: number;
                            total: number | null;
                            totalIsCapped: boolean;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/p2p/transactions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            coin: "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                            createdAt: string;
                            cryptoAmount: string;
                            customerEmail: string;
                            customerId: string;
                            customerName: string;
                            decidedAt: string | null;
                            decidedBy: string | null;
                            decidedByName: string | null;
                            /** @enum {string} */
                            fiat: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL";
                            fiatAmount: string;
                            id: string;
                            merchantId: string | null;
                            merchantName: string | null;
                            orderNumber: string | null;
                            price: string;
                            rejectReason: string | null;
                            /** @enum {string} */
                            status: "REQUESTED" | "APPROVED" | "REJECTED";
                            transactionNumber: string;
                            /** @enum {string} */
                            type: "BUY" | "SELL";
                            withdrawalDecidedAt: string | null;
                            withdrawalDecidedBy: string | null;
                            withdrawalDecidedByName: string | null;
                            withdrawalNote: string | null;
                            /** @enum {string|null} */
                            withdrawalStatus: "WITHDRAWAL_PENDING" | "WITHDRAWAL_APPROVED" | "WITHDRAWAL_REJECTED" | null;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/p2p/transactions/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            coin: "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                            createdAt: string;
                            cryptoAmount: string;
                            customerEmail: string;
                            customerId: string;
                            customerName: string;
                            decidedAt: string | null;
                            decidedBy: string | null;
                            decidedByName: string | null;
                            /** @enum {string} */
                            fiat: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL";
                            fiatAmount: string;
                            id: string;
                            merchantId: string | null;
                            merchantName: string | null;
                            orderNumber: string | null;
                            price: string;
                            rejectReason: string | null;
                            /** @enum {string} */
                            status: "REQUESTED" | "APPROVED" | "REJECTED";
                            transactionNumber: string;
                            /** @enum {string} */
                            type: "BUY" | "SELL";
                            withdrawalDecidedAt: string | null;
                            withdrawalDecidedBy: string | null;
                            withdrawalDecidedByName: string | null;
                            withdrawalNote: string | null;
                            /** @enum {string|null} */
                            withdrawalStatus: "WITHDRAWAL_PENDING" | "WITHDRAWAL_APPROVED" | "WITHDRAWAL_REJECTED" | null;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/p2p/transactions/{id}/approveWithdrawal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        notes?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            coin: "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                            createdAt: string;
                            cryptoAmount: string;
                            customerEmail: string;
                            customerId: string;
                            customerName: string;
                            decidedAt: string | null;
                            decidedBy: string | null;
                            decidedByName: string | null;
                            /** @enum {string} */
                            fiat: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL";
                            fiatAmount: string;
                            id: string;
                            merchantId: string | null;
                            merchantName: string | null;
                            orderNumber: string | null;
                            price: string;
                            rejectReason: string | null;
                            /** @enum {string} */
                            status: "REQUESTED" | "APPROVED" | "REJECTED";
                            transactionNumber: string;
                            /** @enum {string} */
                            type: "BUY" | "SELL";
                            withdrawalDecidedAt: string | null;
                            withdrawalDecidedBy: string | null;
                            withdrawalDecidedByName: string | null;
                            withdrawalNote: string | null;
                            /** @enum {string|null} */
                            withdrawalStatus: "WITHDRAWAL_PENDING" | "WITHDRAWAL_APPROVED" | "WITHDRAWAL_REJECTED" | null;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/p2p/transactions/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            coin: "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                            createdAt: string;
                            cryptoAmount: string;
                            customerEmail: string;
                            customerId: string;
                            customerName: string;
                            decidedAt: string | null;
                            decidedBy: string | null;
                            decidedByName: string | null;
                            /** @enum {string} */
                            fiat: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL";
                            fiatAmount: string;
                            id: string;
                            merchantId: string | null;
                            merchantName: string | null;
                            orderNumber: string | null;
                            price: string;
                            rejectReason: string | null;
                            /** @enum {string} */
                            status: "REQUESTED" | "APPROVED" | "REJECTED";
                            transactionNumber: string;
                            /** @enum {string} */
                            type: "BUY" | "SELL";
                            withdrawalDecidedAt: string | null;
                            withdrawalDecidedBy: string | null;
                            withdrawalDecidedByName: string | null;
                            withdrawalNote: string | null;
                            /** @enum {string|null} */
                            withdrawalStatus: "WITHDRAWAL_PENDING" | "WITHDRAWAL_APPROVED" | "WITHDRAWAL_REJECTED" | null;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/p2p/transactions/{id}/rejectWithdrawal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            coin: "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                            createdAt: string;
                            cryptoAmount: string;
                            customerEmail: string;
                            customerId: string;
                            customerName: string;
                            decidedAt: string | null;
                            decidedBy: string | null;
                            decidedByName: string | null;
                            /** @enum {string} */
                            fiat: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL";
                            fiatAmount: string;
                            id: string;
                            merchantId: string | null;
                            merchantName: string | null;
                            orderNumber: string | null;
                            price: string;
                            rejectReason: string | null;
                            /** @enum {string} */
                            status: "REQUESTED" | "APPROVED" | "REJECTED";
                            transactionNumber: string;
                            /** @enum {string} */
                            type: "BUY" | "SELL";
                            withdrawalDecidedAt: string | null;
                            withdrawalDecidedBy: string | null;
                            withdrawalDecidedByName: string | null;
                            withdrawalNote: string | null;
                            /** @enum {string|null} */
                            withdrawalStatus: "WITHDRAWAL_PENDING" | "WITHDRAWAL_APPROVED" | "WITHDRAWAL_REJECTED" | null;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/paymentMethod/activateDeactivatePaymentMethods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        isActive: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            description: string;
                            iconUrl: string | null;
                            id: string;
                            isActive: boolean;
                            limits: {
                                archivedAt: string | null;
                                archivedBy: string | null;
                                /** @enum {string} */
                                country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                                createdAt: string;
                                fee: string;
                                feePercentage: string;
                                id: string;
                                isActive: boolean;
                                maxDeposit: string;
                                minBuyLimitInUsd: string;
                                minDeposit: string;
                                paymentMethodId: string;
                                processingTime: string;
                                /** @enum {string} */
                                type: "DEPOSIT" | "WITHDRAWAL";
                                updatedAt: string;
                            }[];
                            name: string;
                            onRamp: boolean;
                            /** @enum {string} */
                            paymentType: "BANK_TRANSFER" | "CARD" | "OPEN_BANKING" | "MOBILE_WALLET" | "MOBILE_MONEY" | "CASH";
                            updatedAt: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/paymentMethod/archivePaymentMethodLimit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            archivedAt: string | null;
                            archivedBy: string | null;
                            /** @enum {string} */
                            country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                            createdAt: string;
                            fee: string;
                            feePercentage: string;
                            id: string;
                            isActive: boolean;
                            maxDeposit: string;
                            minBuyLimitInUsd: string;
                            minDeposit: string;
                            paymentMethodId: string;
                            processingTime: string;
                            /** @enum {string} */
                            type: "DEPOSIT" | "WITHDRAWAL";
                            updatedAt: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/paymentMethod/createPaymentMethodLimit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                        fee: string;
                        feePercentage: string;
                        /** @default true */
                        isActive?: boolean;
                        maxDeposit: string;
                        minBuyLimitInUsd: string;
                        minDeposit: string;
                        /** Format: uuid */
                        paymentMethodId: string;
                        processingTime: string;
                        /** @enum {string} */
                        type: "DEPOSIT" | "WITHDRAWAL";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            archivedAt: string | null;
                            archivedBy: string | null;
                            /** @enum {string} */
                            country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                            createdAt: string;
                            fee: string;
                            feePercentage: string;
                            id: string;
                            isActive: boolean;
                            maxDeposit: string;
                            minBuyLimitInUsd: string;
                            minDeposit: string;
                            paymentMethodId: string;
                            processingTime: string;
                            /** @enum {string} */
                            type: "DEPOSIT" | "WITHDRAWAL";
                            updatedAt: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/paymentMethod/createPaymentMethods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        description?: string;
                        iconUrl?: string | null;
                        name: string;
                        /** @default false */
                        onRamp?: boolean;
                        /** @enum {string} */
                        paymentType: "BANK_TRANSFER" | "CARD" | "OPEN_BANKING" | "MOBILE_WALLET" | "MOBILE_MONEY" | "CASH";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            description: string;
                            iconUrl: string | null;
                            id: string;
                            isActive: boolean;
                            limits: {
                                archivedAt: string | null;
                                archivedBy: string | null;
                                /** @enum {string} */
                                country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                                createdAt: string;
                                fee: string;
                                feePercentage: string;
                                id: string;
                                isActive: boolean;
                                maxDeposit: string;
                                minBuyLimitInUsd: string;
                                minDeposit: string;
                                paymentMethodId: string;
                                processingTime: string;
                                /** @enum {string} */
                                type: "DEPOSIT" | "WITHDRAWAL";
                                updatedAt: string;
                            }[];
                            name: string;
                            onRamp: boolean;
                            /** @enum {string} */
                            paymentType: "BANK_TRANSFER" | "CARD" | "OPEN_BANKING" | "MOBILE_WALLET" | "MOBILE_MONEY" | "CASH";
                            updatedAt: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/paymentMethod/listPaymentMethods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    country?: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                    format?: "json" | "csv";
                    includeArchivedLimits?: "true" | "false";
                    isActive?: "true" | "false";
                    limit?: number;
                    onRamp?: "true" | "false";
                    order?: "asc" | "desc";
                    page?: number;
                    paymentType?: "BANK_TRANSFER" | "CARD" | "OPEN_BANKING" | "MOBILE_WALLET" | "MOBILE_MONEY" | "CASH";
                    search?: string;
                    sort?: "name" | "createdAt";
                    withTotal?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                createdAt: string;
                                description: string;
                                iconUrl: string | null;
                                id: string;
                                isActive: boolean;
                                limits: {
                                    archivedAt: string | null;
                                    archivedBy: string | null;
                                    /** @enum {string} */
                                    country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                                    createdAt: string;
                                    fee: string;
                                    feePercentage: string;
                                    id: string;
                                    isActive: boolean;
                                    maxDeposit: string;
                                    minBuyLimitInUsd: string;
                                    minDeposit: string;
                                    paymentMethodId: string;
                                    processingTime: string;
                                    /** @enum {string} */
                                    type: "DEPOSIT" | "WITHDRAWAL";
                                    updatedAt: string;
                                }[];
                                name: string;
                                onRamp: boolean;
                                /** @enum {string} */
                                paymentType: "BANK_TRANSFER" | "CARD" | "OPEN_BANKING" | "MOBILE_WALLET" | "MOBILE_MONEY" | "CASH";
                                updatedAt: string;
                            }[];
                            limit: number;
                            page: number;
                            total: number | null;
                            totalIsCapped: boolean;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/paymentMethod/restorePaymentMethodLimit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            archivedAt: string | null;
                            archivedBy: string | null;
                            /** @enum {string} */
                            country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                            createdAt: string;
                            fee: string;
                            feePercentage: string;
                            id: string;
                            isActive: boolean;
                            maxDeposit: string;
                            minBuyLimitInUsd: string;
                            minDeposit: string;
                            paymentMethodId: string;
                            processingTime: string;
                            /** @enum {string} */
                            type: "DEPOSIT" | "WITHDRAWAL";
                            updatedAt: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/paymentMethod/updatePaymentMethods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string;
                        iconUrl?: string | null;
                        /** Format: uuid */
                        id: string;
                        name?: string;
                        onRamp?: boolean;
                        /** @enum {string} */
                        paymentType?: "BANK_TRANSFER" | "CARD" | "OPEN_BANKING" | "MOBILE_WALLET" | "MOBILE_MONEY" | "CASH";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            description: string;
                            iconUrl: string | null;
                            id: string;
                            isActive: boolean;
                            limits: {
                                archivedAt: string | null;
                                archivedBy: string | null;
                                /** @enum {string} */
                                country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                                createdAt: string;
                                fee: string;
                                feePercentage: string;
                                id: string;
                                isActive: boolean;
                                maxDeposit: string;
                                minBuyLimitInUsd: string;
                                minDeposit: string;
                                paymentMethodId: string;
                                processingTime: string;
                                /** @enum {string} */
                                type: "DEPOSIT" | "WITHDRAWAL";
                                updatedAt: string;
                            }[];
                            name: string;
                            onRamp: boolean;
                            /** @enum {string} */
                            paymentType: "BANK_TRANSFER" | "CARD" | "OPEN_BANKING" | "MOBILE_WALLET" | "MOBILE_MONEY" | "CASH";
                            updatedAt: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/paymentMethod/updatePaymentMethodsLimit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        country?: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                        fee?: string;
                        feePercentage?: string;
                        /** Format: uuid */
                        id: string;
                        isActive?: boolean;
                        maxDeposit?: string;
                        minBuyLimitInUsd?: string;
                        minDeposit?: string;
                        processingTime?: string;
                        /** @enum {string} */
                        type?: "DEPOSIT" | "WITHDRAWAL";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            archivedAt: string | null;
                            archivedBy: string | null;
                            /** @enum {string} */
                            country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                            createdAt: string;
                            fee: string;
                            feePercentage: string;
                            id: string;
                            isActive: boolean;
                            maxDeposit: string;
                            minBuyLimitInUsd: string;
                            minDeposit: string;
                            paymentMethodId: string;
                            processingTime: string;
                            /** @enum {string} */
                            type: "DEPOSIT" | "WITHDRAWAL";
                            updatedAt: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/policies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    id: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            policies: string[];
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/profitLedger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    asset?: string;
                    endDate?: string;
                    format?: "json" | "csv";
                    limit?: number;
                    page?: number;
                    startDate?: string;
                    withTotal?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                asset: string;
                                day: string;
                                entries: number;
                                fees: string;
                                taxes: string;
                            }[];
                            limit: number;
                            page: number;
                            total: number | null;
                            totalIsCapped: boolean;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/publicSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            exchangeName: string;
                            passwordMinLength: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/referral/actionLog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    rewardId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** @enum {string} */
                                action: "CREATE" | "APPROVE" | "HOLD" | "REJECT" | "DISBURSE";
                                admin: {
                                    id: string;
                                    name: string;
                                } | null;
                                createdAt: string;
                                /** @enum {string|null} */
                                fromStatus: "PENDING" | "ON_HOLD" | "APPROVED" | "REJECTED" | "DISBURSED" | null;
                                id: string;
                                reason: string | null;
                                /** @enum {string} */
                                toStatus: "PENDING" | "ON_HOLD" | "APPROVED" | "REJECTED" | "DISBURSED";
                            }[];
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/referral/actionOnReward": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        action: "APPROVE" | "HOLD" | "REJECT";
                        reason?: string;
                        /** Format: uuid */
                        rewardId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amount: string;
                            approvedAt: string | null;
                            approvedBy: {
                                id: string;
                                name: string;
                            } | null;
                            /** @enum {string} */
                            coin: "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                            createdAt: string;
                            disbursedAt: string | null;
                            disbursedBy: string | null;
                            disbursedByName: string | null;
                            id: string;
                            referee: {
                                email: string;
                                id: string;
                                name: string;
                            };
                            referrer: {
                                email: string;
                                id: string;
                                name: string;
                            };
                            /** @enum {string} */
                            status: "PENDING" | "ON_HOLD" | "APPROVED" | "REJECTED" | "DISBURSED";
                            statusReason: string | null;
                            /** @enum {string} */
                            trigger: "SIGN_UP" | "KYC_VERIFIED" | "FIRST_TRADE" | "TRADE_COMMISSION";
                            updatedAt: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/referral/refereeRewardRecord": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    customerId?: string;
                    endAt?: string;
                    format?: "json" | "csv";
                    pageNo?: number;
                    pageSize?: number;
                    rewardStatus?: "PENDING" | "ON_HOLD" | "APPROVED" | "REJECTED" | "DISBURSED";
                    search?: string;
                    startAt?: string;
                    withTotal?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                amount: string;
                                approvedAt: string | null;
                                approvedBy: {
                                    id: string;
                                    name: string;
                                } | null;
                                /** @enum {string} */
                                coin: "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                                createdAt: string;
                                disbursedAt: string | null;
                                disbursedBy: string | null;
                                disbursedByName: string | null;
                                id: string;
                                referee: {
                                    email: string;
                                    id: string;
                                    name: string;
                                };
                                referrer: {
                                    email: string;
                                    id: string;
                                    name: string;
                                };
                                /** @enum {string} */
                                status: "PENDING" | "ON_HOLD" | "APPROVED" | "REJECTED" | "DISBURSED";
                                statusReason: string | null;
                                /** @enum {string} */
                                trigger: "SIGN_UP" | "KYC_VERIFIED" | "FIRST_TRADE" | "TRADE_COMMISSION";
                                updatedAt: string;
                            }[];
                            pageNo: number;
                            pageSize: number;
                            total: number | null;
                            totalIsCapped: boolean;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/referral/referrerCommission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    coin?: "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                    format?: "json" | "csv";
                    pageNo?: number;
                    pageSize?: number;
                    search?: string;
                    withTotal?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                approvedAmount: string;
                                /** @enum {string} */
                                coin: "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                                disbursedAmount: string;
                                lastRewardAt: string;
                                pendingAmount: string;
                                referees: number;
                                referrer: {
                                    email: string;
                                    id: string;
                                    name: string;
                                };
                                rejectedAmount: string;
                                rewards: number;
                            }[];
                            pageNo: number;
                            pageSize: number;
                            total: number | null;
                            totalIsCapped: boolean;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/referral/rewardDisburse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        rewardId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amount: string;
                            approvedAt: string | null;
                            approvedBy: {
                                id: string;
                                name: string;
                            } | null;
                            /** @enum {string} */
                            coin: "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                            createdAt: string;
                            disbursedAt: string | null;
                            disbursedBy: string | null;
                            disbursedByName: string | null;
                            id: string;
                            referee: {
                                email: string;
                                id: string;
                                name: string;
                            };
                            referrer: {
                                email: string;
                                id: string;
                                name: string;
                            };
                            /** @enum {string} */
                            status: "PENDING" | "ON_HOLD" | "APPROVED" | "REJECTED" | "DISBURSED";
                            statusReason: string | null;
                            /** @enum {string} */
                            trigger: "SIGN_UP" | "KYC_VERIFIED" | "FIRST_TRADE" | "TRADE_COMMISSION";
                            updatedAt: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/reimbursements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    asset?: string;
                    customerId?: string;
                    direction?: "CREDIT" | "DEBIT";
                    endAt?: string;
                    format?: "json" | "csv";
                    limit?: number;
                    page?: number;
                    search?: string;
                    startAt?: string;
                    status?: "PENDING" | "APPROVED" | "REJECTED";
                    withTotal?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                amount: string;
                                asset: string;
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                customer: {
                                    email: string;
                                    id: string;
                                    name: string;
                                };
                                decidedAt: string | null;
                                decidedBy: {
                                    id: string;
                                    name: string;
                                } | null;
                                decisionReason: string | null;
                                /** @enum {string} */
                                direction: "CREDIT" | "DEBIT";
                                id: string;
                                ledgerEntryId: string | null;
                                reason: string;
                                reference: string;
                                /** @enum {string} */
                                status: "PENDING" | "APPROVED" | "REJECTED";
                                subAccount: {
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    status: "OPEN" | "CLOSED";
                                } | null;
                            }[];
                            limit: number;
                            page: number;
                            total: number | null;
                            totalIsCapped: boolean;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount: string;
                        asset: string;
                        /** Format: uuid */
                        customerId: string;
                        /** @enum {string} */
                        direction: "CREDIT" | "DEBIT";
                        reason: string;
                        reference: string;
                        /** Format: uuid */
                        subAccountId?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amount: string;
                            asset: string;
                            createdAt: string;
                            createdBy: {
                                id: string;
                                name: string;
                            };
                            customer: {
                                email: string;
                                id: string;
                                name: string;
                            };
                            decidedAt: string | null;
                            decidedBy: {
                                id: string;
                                name: string;
                            } | null;
                            decisionReason: string | null;
                            /** @enum {string} */
                            direction: "CREDIT" | "DEBIT";
                            id: string;
                            ledgerEntryId: string | null;
                            reason: string;
                            reference: string;
                            /** @enum {string} */
                            status: "PENDING" | "APPROVED" | "REJECTED";
                            subAccount: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                status: "OPEN" | "CLOSED";
                            } | null;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/reimbursements/{reimbursementId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    reimbursementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amount: string;
                            asset: string;
                            createdAt: string;
                            createdBy: {
                                id: string;
                                name: string;
                            };
                            customer: {
                                email: string;
                                id: string;
                                name: string;
                            };
                            decidedAt: string | null;
                            decidedBy: {
                                id: string;
                                name: string;
                            } | null;
                            decisionReason: string | null;
                            /** @enum {string} */
                            direction: "CREDIT" | "DEBIT";
                            id: string;
                            ledgerEntryId: string | null;
                            reason: string;
                            reference: string;
                            /** @enum {string} */
                            status: "PENDING" | "APPROVED" | "REJECTED";
                            subAccount: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                status: "OPEN" | "CLOSED";
                            } | null;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/reimbursements/{reimbursementId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    reimbursementId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        note?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amount: string;
                            asset: string;
                            createdAt: string;
                            createdBy: {
                                id: string;
                                name: string;
                            };
                            customer: {
                                email: string;
                                id: string;
                                name: string;
                            };
                            decidedAt: string | null;
                            decidedBy: {
                                id: string;
                                name: string;
                            } | null;
                            decisionReason: string | null;
                            /** @enum {string} */
                            direction: "CREDIT" | "DEBIT";
                            id: string;
                            ledgerEntryId: string | null;
                            reason: string;
                            reference: string;
                            /** @enum {string} */
                            status: "PENDING" | "APPROVED" | "REJECTED";
                            subAccount: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                status: "OPEN" | "CLOSED";
                            } | null;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/reimbursements/{reimbursementId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    reimbursementId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amount: string;
                            asset: string;
                            createdAt: string;
                            createdBy: {
                                id: string;
                                name: string;
                            };
                            customer: {
                                email: string;
                                id: string;
                                name: string;
                            };
                            decidedAt: string | null;
                            decidedBy: {
                                id: string;
                                name: string;
                            } | null;
                            decisionReason: string | null;
                            /** @enum {string} */
                            direction: "CREDIT" | "DEBIT";
                            id: string;
                            ledgerEntryId: string | null;
                            reason: string;
                            reference: string;
                            /** @enum {string} */
                            status: "PENDING" | "APPROVED" | "REJECTED";
                            subAccount: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                status: "OPEN" | "CLOSED";
                            } | null;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/remittance/getCddBeneficiaries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    country?: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                    format?: "json" | "csv";
                    pageNo?: number;
                    pageSize?: number;
                    riskLevel?: "LOW" | "MEDIUM" | "HIGH";
                    search?: string;
                    status?: "PENDING_REVIEW" | "INFO_REQUESTED" | "APPROVED" | "REJECTED";
                    withTotal?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                accountNumber: string;
                                bankName: string;
                                country: string;
                                createdAt: string;
                                customer: {
                                    email: string;
                                    id: string;
                                    name: string;
                                };
                                fullName: string;
                                id: string;
                                purpose: string;
                                relationship: string;
                                reviewedAt: string | null;
                                reviewedBy: {
                                    id: string;
                                    name: string;
                                } | null;
                                reviewReason: string | null;
                                /** @enum {string} */
                                riskLevel: "LOW" | "MEDIUM" | "HIGH";
                                /** @enum {string} */
                                status: "PENDING_REVIEW" | "INFO_REQUESTED" | "APPROVED" | "REJECTED";
                            }[];
                            pageNo: number;
                            pageSize: number;
                            total: number | null;
                            totalIsCapped: boolean;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/remittance/updateCddBeneficiary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        beneficiaryId: string;
                        reason?: string;
                        /** @enum {string} */
                        status: "APPROVED" | "REJECTED" | "INFO_REQUESTED";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accountNumber: string;
                            bankName: string;
                            country: string;
                            createdAt: string;
                            customer: {
                                email: string;
                                id: string;
                                name: string;
                            };
                            fullName: string;
                            id: string;
                            purpose: string;
                            relationship: string;
                            reviewedAt: string | null;
                            reviewedBy: {
                                id: string;
                                name: string;
                            } | null;
                            reviewReason: string | null;
                            /** @enum {string} */
                            riskLevel: "LOW" | "MEDIUM" | "HIGH";
                            /** @enum {string} */
                            status: "PENDING_REVIEW" | "INFO_REQUESTED" | "APPROVED" | "REJECTED";
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/roles/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                description: string;
                                id: string;
                                isBuiltin: boolean;
                                isSuper: boolean;
                                members: number;
                                name: string;
                                policies: string[];
                                require2fa: boolean;
                            }[];
                        };
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        description?: string;
                        name: string;
                        /** @default false */
                        require2fa?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            description: string;
                            id: string;
                            isBuiltin: boolean;
                            isSuper: boolean;
                            members: number;
                            name: string;
                            policies: string[];
                            require2fa: boolean;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/roles/groups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string;
                        name?: string;
                        require2fa?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            description: string;
                            id: string;
                            isBuiltin: boolean;
                            isSuper: boolean;
                            members: number;
                            name: string;
                            policies: string[];
                            require2fa: boolean;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/roles/groups/{id}/policies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        policies: ("admins.read" | "admins.manage" | "groups.manage" | "sessions.manage" | "audit.read" | "p2p.statistics.read" | "p2p.merchants.read" | "p2p.merchants.write" | "p2p.transactions.read" | "p2p.transactions.approve" | "p2p.transactions.reject" | "p2p.withdrawals.decide" | "p2p.orders.read" | "p2p.disputes.read" | "p2p.disputes.write" | "p2p.disputes.resolve" | "payments.methods.read" | "payments.methods.write" | "referrals.read" | "referrals.decide" | "referrals.disburse" | "remittance.read" | "remittance.decide" | "lean.read" | "lean.decide" | "logs.read" | "customers.read" | "customers.manage" | "customers.note" | "customers.viewAs" | "kyc.read" | "kyc.decide" | "kyc.viewDocuments" | "bankAccounts.read" | "bankAccounts.decide" | "screening.read" | "screening.manage" | "screening.decide" | "countries.read" | "countries.manage" | "fees.read" | "fees.manage" | "limits.read" | "limits.manage" | "fiat.deposits.read" | "fiat.deposits.create" | "fiat.deposits.decide" | "fiat.withdrawals.read" | "fiat.withdrawals.create" | "fiat.withdrawals.submit" | "fiat.withdrawals.approve" | "fiat.withdrawals.reject" | "fiat.withdrawals.payout" | "ledger.read" | "ledger.reconcile" | "reimbursements.read" | "reimbursements.create" | "reimbursements.approve" | "subAccounts.read" | "subAccounts.manage" | "subAccounts.transfer" | "integration.read" | "integration.manage")[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            description: string;
                            id: string;
                            isBuiltin: boolean;
                            isSuper: boolean;
                            members: number;
                            name: string;
                            policies: string[];
                            require2fa: boolean;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/roles/policies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                area: string;
                                name: string;
                            }[];
                        };
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/roles/users/{adminId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    adminId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            adminId: string;
                            effectivePolicies: string[];
                            groups: {
                                id: string;
                                name: string;
                            }[];
                            ownPolicies: string[];
                            role: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/roles/users/{adminId}/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    adminId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        groupIds: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            adminId: string;
                            effectivePolicies: string[];
                            groups: {
                                id: string;
                                name: string;
                            }[];
                            ownPolicies: string[];
                            role: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/roles/users/{adminId}/policies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    adminId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        policies: ("admins.read" | "admins.manage" | "groups.manage" | "sessions.manage" | "audit.read" | "p2p.statistics.read" | "p2p.merchants.read" | "p2p.merchants.write" | "p2p.transactions.read" | "p2p.transactions.approve" | "p2p.transactions.reject" | "p2p.withdrawals.decide" | "p2p.orders.read" | "p2p.disputes.read" | "p2p.disputes.write" | "p2p.disputes.resolve" | "payments.methods.read" | "payments.methods.write" | "referrals.read" | "referrals.decide" | "referrals.disburse" | "remittance.read" | "remittance.decide" | "lean.read" | "lean.decide" | "logs.read" | "customers.read" | "customers.manage" | "customers.note" | "customers.viewAs" | "kyc.read" | "kyc.decide" | "kyc.viewDocuments" | "bankAccounts.read" | "bankAccounts.decide" | "screening.read" | "screening.manage" | "screening.decide" | "countries.read" | "countries.manage" | "fees.read" | "fees.manage" | "limits.read" | "limits.manage" | "fiat.deposits.read" | "fiat.deposits.create" | "fiat.deposits.decide" | "fiat.withdrawals.read" | "fiat.withdrawals.create" | "fiat.withdrawals.submit" | "fiat.withdrawals.approve" | "fiat.withdrawals.reject" | "fiat.withdrawals.payout" | "ledger.read" | "ledger.reconcile" | "reimbursements.read" | "reimbursements.create" | "reimbursements.approve" | "subAccounts.read" | "subAccounts.manage" | "subAccounts.transfer" | "integration.read" | "integration.manage")[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            adminId: string;
                            effectivePolicies: string[];
                            groups: {
                                id: string;
                                name: string;
                            }[];
                            ownPolicies: string[];
                            role: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/screening/cases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    customerId?: string;
                    format?: "json" | "csv";
                    limit?: number;
                    listName?: string;
                    maxScore?: number;
                    minScore?: number;
                    page?: number;
                    search?: string;
                    status?: "OPEN" | "FALSE_POSITIVE" | "TRUE_MATCH";
                    watchlistId?: string;
                    withTotal?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                createdAt: string;
                                customer: {
                                    country: string;
                                    dateOfBirth: string | null;
                                    email: string;
                                    id: string;
                                    name: string;
                                    state: string;
                                };
                                decidedAt: string | null;
                                decidedBy: {
                                    id: string;
                                    name: string;
                                } | null;
                                entry: {
                                    aliases: string[];
                                    country: string | null;
                                    dateOfBirth: string | null;
                                    id: string | null;
                                    listName: string;
                                    name: string;
                                    watchlist: {
                                        id: string;
                                        name: string;
                                    } | null;
                                };
                                id: string;
                                matchedName: string;
                                nameScore: number;
                                noteCount: number;
                                /** @enum {string} */
                                provider: "WATCHLIST" | "COMPLYADVANTAGE";
                                score: number;
                                /** @enum {string} */
                                status: "OPEN" | "FALSE_POSITIVE" | "TRUE_MATCH";
                            }[];
                            limit: number;
                            page: number;
                            total: number | null;
                            totalIsCapped: boolean;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/screening/cases/{caseId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    caseId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            customer: {
                                country: string;
                                dateOfBirth: string | null;
                                email: string;
                                id: string;
                                name: string;
                                state: string;
                            };
                            decidedAt: string | null;
                            decidedBy: {
                                id: string;
                                name: string;
                            } | null;
                            entry: {
                                aliases: string[];
                                country: string | null;
                                dateOfBirth: string | null;
                                id: string | null;
                                listName: string;
                                name: string;
                                watchlist: {
                                    id: string;
                                    name: string;
                                } | null;
                            };
                            id: string;
                            matchedName: string;
                            nameScore: number;
                            noteCount: number;
                            notes: {
                                author: {
                                    id: string;
                                    name: string;
                                };
                                body: string;
                                createdAt: string;
                                id: string;
                            }[];
                            /** @enum {string} */
                            provider: "WATCHLIST" | "COMPLYADVANTAGE";
                            score: number;
                            /** @enum {string} */
                            status: "OPEN" | "FALSE_POSITIVE" | "TRUE_MATCH";
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/screening/cases/{caseId}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    caseId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        decision: "FALSE_POSITIVE" | "TRUE_MATCH";
                        note: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accountFrozen: boolean;
                            case: {
                                createdAt: string;
                                customer: {
                                    country: string;
                                    dateOfBirth: string | null;
                                    email: string;
                                    id: string;
                                    name: string;
                                    state: string;
                                };
                                decidedAt: string | null;
                                decidedBy: {
                                    id: string;
                                    name: string;
                                } | null;
                                entry: {
                                    aliases: string[];
                                    country: string | null;
                                    dateOfBirth: string | null;
                                    id: string | null;
                                    listName: string;
                                    name: string;
                                    watchlist: {
                                        id: string;
                                        name: string;
                                    } | null;
                                };
                                id: string;
                                matchedName: string;
                                nameScore: number;
                                noteCount: number;
                                notes: {
                                    author: {
                                        id: string;
                                        name: string;
                                    };
                                    body: string;
                                    createdAt: string;
                                    id: string;
                                }[];
                                /** @enum {string} */
                                provider: "WATCHLIST" | "COMPLYADVANTAGE";
                                score: number;
                                /** @enum {string} */
                                status: "OPEN" | "FALSE_POSITIVE" | "TRUE_MATCH";
                            };
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/screening/cases/{caseId}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    caseId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        body: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            customer: {
                                country: string;
                                dateOfBirth: string | null;
                                email: string;
                                id: string;
                                name: string;
                                state: string;
                            };
                            decidedAt: string | null;
                            decidedBy: {
                                id: string;
                                name: string;
                            } | null;
                            entry: {
                                aliases: string[];
                                country: string | null;
                                dateOfBirth: string | null;
                                id: string | null;
                                listName: string;
                                name: string;
                                watchlist: {
                                    id: string;
                                    name: string;
                                } | null;
                            };
                            id: string;
                            matchedName: string;
                            nameScore: number;
                            noteCount: number;
                            notes: {
                                author: {
                                    id: string;
                                    name: string;
                                };
                                body: string;
                                createdAt: string;
                                id: string;
                            }[];
                            /** @enum {string} */
                            provider: "WATCHLIST" | "COMPLYADVANTAGE";
                            score: number;
                            /** @enum {string} */
                            status: "OPEN" | "FALSE_POSITIVE" | "TRUE_MATCH";
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/screening/customers/{customerId}/screen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    customerId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            casesOpened: number;
                            hits: number;
                            /** @enum {string} */
                            provider: "WATCHLIST" | "COMPLYADVANTAGE";
                            threshold: number;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Error */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/screening/watchlists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                name: string;
                                openCases: number;
                                rowCount: number;
                                uploadedAt: string;
                                uploadedBy: {
                                    id: string;
                                    name: string;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        csv: string;
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            candidates: number;
                            casesOpened: number;
                            entries: number;
                            hits: number;
                            threshold: number;
                            tookMs: number;
                            watchlist: {
                                id: string;
                                name: string;
                                openCases: number;
                                rowCount: number;
                                uploadedAt: string;
                                uploadedBy: {
                                    id: string;
                                    name: string;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/sendOtp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            expiresAt: string;
                            resendAfter: string;
                            sentTo: string;
                        };
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Too many failed attempts: try again later */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/sessions/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sessionId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/subAccounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    customerId?: string;
                    format?: "json" | "csv";
                    limit?: number;
                    page?: number;
                    search?: string;
                    status?: "OPEN" | "CLOSED";
                    withTotal?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                balances: {
                                    asset: string;
                                    available: string;
                                    held: string;
                                }[];
                                closedAt: string | null;
                                closedBy: {
                                    id: string;
                                    name: string;
                                } | null;
                                closedReason: string | null;
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                } | null;
                                customer: {
                                    email: string;
                                    id: string;
                                    name: string;
                                };
                                id: string;
                                name: string;
                                /** @enum {string} */
                                status: "OPEN" | "CLOSED";
                            }[];
                            limit: number;
                            page: number;
                            total: number | null;
                            totalIsCapped: boolean;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/subAccounts/{subAccountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    subAccountId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            balances: {
                                asset: string;
                                available: string;
                                held: string;
                            }[];
                            closedAt: string | null;
                            closedBy: {
                                id: string;
                                name: string;
                            } | null;
                            closedReason: string | null;
                            createdAt: string;
                            createdBy: {
                                id: string;
                                name: string;
                            } | null;
                            customer: {
                                email: string;
                                id: string;
                                name: string;
                            };
                            id: string;
                            name: string;
                            /** @enum {string} */
                            status: "OPEN" | "CLOSED";
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/admin/subAccounts/{subAccountId}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    subAccountId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            balances: {
                                asset: string;
                                available: string;
                                held: string;
                            }[];
                            closedAt: string | null;
                            closedBy: {
                                id: string;
                                name: string;
                            } | null;
                            closedReason: string | null;
                            createdAt: string;
                            createdBy: {
                                id: string;
                                name: string;
                            } | null;
                            customer: {
                                email: string;
                                id: string;
                                name: string;
                            };
                            id: string;
                            name: string;
                            /** @enum {string} */
                            status: "OPEN" | "CLOSED";
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/subAdmins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    format?: "json" | "csv";
                    isActive?: "true" | "false";
                    limit?: number;
                    page?: number;
                    search?: string;
                    withTotal?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                createdAt: string;
                                email: string;
                                groups: {
                                    id: string;
                                    name: string;
                                }[];
                                id: string;
                                invitationPending: boolean;
                                isActive: boolean;
                                isGAuthEnabled: boolean;
                                lastSeenAt: string | null;
                                lockedUntil: string | null;
                                name: string;
                                role: string;
                            }[];
                            limit: number;
                            page: number;
                            total: number | null;
                            totalIsCapped: boolean;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                        groupIds: string[];
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            email: string;
                            groups: {
                                id: string;
                                name: string;
                            }[];
                            id: string;
                            invitationPending: boolean;
                            isActive: boolean;
                            isGAuthEnabled: boolean;
                            lastSeenAt: string | null;
                            lockedUntil: string | null;
                            name: string;
                            role: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/subAdmins/{adminId}/activateDeactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    adminId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        isActive: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            email: string;
                            groups: {
                                id: string;
                                name: string;
                            }[];
                            id: string;
                            invitationPending: boolean;
                            isActive: boolean;
                            isGAuthEnabled: boolean;
                            lastSeenAt: string | null;
                            lockedUntil: string | null;
                            name: string;
                            role: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/subAdmins/{adminId}/resendInvitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    adminId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            email: string;
                            groups: {
                                id: string;
                                name: string;
                            }[];
                            id: string;
                            invitationPending: boolean;
                            isActive: boolean;
                            isGAuthEnabled: boolean;
                            lastSeenAt: string | null;
                            lockedUntil: string | null;
                            name: string;
                            role: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/subAdmins/{adminId}/sendPasswordReset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    adminId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            email: string;
                            groups: {
                                id: string;
                                name: string;
                            }[];
                            id: string;
                            invitationPending: boolean;
                            isActive: boolean;
                            isGAuthEnabled: boolean;
                            lastSeenAt: string | null;
                            lockedUntil: string | null;
                            name: string;
                            role: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/subAdmins/{adminId}/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    adminId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                createdAt: string;
                                expiresAt: string;
                                id: string;
                                ip: string;
                                isCurrent: boolean;
                                /** @enum {string} */
                                kind: "pending" | "full";
                                lastSeenAt: string;
                                userAgent: string;
                            }[];
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/subAdmins/{adminId}/unlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    adminId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            email: string;
                            groups: {
                                id: string;
                                name: string;
                            }[];
                            id: string;
                            invitationPending: boolean;
                            isActive: boolean;
                            isGAuthEnabled: boolean;
                            lastSeenAt: string | null;
                            lockedUntil: string | null;
                            name: string;
                            role: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/user/disableGauth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        gAuthCode: string;
                        loginPassword: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Too many failed attempts: try again later */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/admin/verifyEmailOtp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            expiresAt: string;
                            proof: string;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Gone: the single-use link was used or expired */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/verifyGauthOtp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                        otpCode: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                accessToken: string;
                                id: string;
                                isGAuthEnabled: boolean;
                                name: string;
                                /** @enum {string} */
                                role: "superAdmin" | "admin" | "support" | "finance" | "vendorsReadOnly";
                            };
                            /** @enum {boolean} */
                            result: true;
                        } | {
                            /** @enum {string} */
                            reason: "IP_NOT_ALLOWED";
                            /** @enum {boolean} */
                            result: false;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Too many failed attempts: try again later */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/withdrawalLimits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    asset?: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL" | "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                    format?: "json" | "csv";
                    kycLevel?: "0" | "1" | "2" | "3";
                    limit?: number;
                    page?: number;
                    withTotal?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** @enum {string} */
                                asset: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL" | "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                                id: string;
                                kycLevel: 0 | 1 | 2 | 3;
                                per24h: string | null;
                                per30d: string | null;
                                updatedAt: string;
                                updatedBy: {
                                    id: string;
                                    name: string;
                                } | null;
                            }[];
                            limit: number;
                            page: number;
                            total: number | null;
                            totalIsCapped: boolean;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        asset: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL" | "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                        kycLevel: 0 | 1 | 2 | 3;
                        per24h: string | null;
                        per30d: string | null;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            asset: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL" | "BTC" | "ETH" | "USDT" | "USDC" | "BNB";
                            id: string;
                            kycLevel: 0 | 1 | 2 | 3;
                            per24h: string | null;
                            per30d: string | null;
                            updatedAt: string;
                            updatedBy: {
                                id: string;
                                name: string;
                            } | null;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this: another admin changed it first, or it was done already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/withdrawalLimits/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    customerId?: string;
                    limit?: number;
                    page?: number;
                    subject?: "WITHDRAWAL_LIMIT" | "LIMIT_OVERRIDE";
                    subjectId?: string;
                    withTotal?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** @enum {string} */
                                action: "CREATE" | "UPDATE" | "DEACTIVATE" | "ACTIVATE" | "REMOVE";
                                admin: {
                                    id: string;
                                    name: string;
                                } | null;
                                after: {
                                    [key: string]: (string | number | boolean) | null;
                                } | null;
                                before: {
                                    [key: string]: (string | number | boolean) | null;
                                } | null;
                                createdAt: string;
                                customerId: string | null;
                                customerName: string | null;
                                id: number;
                                reason: string;
                                /** @enum {string} */
                                subject: "FEE_SCHEDULE" | "TAX_RULE" | "WITHDRAWAL_LIMIT" | "LIMIT_OVERRIDE";
                                subjectId: string;
                            }[];
                            limit: number;
                            page: number;
                            total: number | null;
                            totalIsCapped: boolean;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No session, or it expired: sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/forgotPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            linkValidMinutes: number;
                            /** @enum {string} */
                            status: "SENT_IF_KNOWN";
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Too many failed attempts: try again later */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/passwordLinks/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string|null} */
                            purpose: "INVITATION" | "RESET" | null;
                            /** @enum {string} */
                            state: "VALID" | "USED" | "REPLACED" | "EXPIRED" | "UNKNOWN";
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                        password: string;
                        username: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "PENDING";
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Too many failed attempts: try again later */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/setPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                /** @description Bad input: `error.details` names each field, with its code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Too many failed attempts: try again later */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the process is up */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/.well-known/jwks.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            keys: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/fiat/deposits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report a fiat or card deposit (PENDING until an admin approves it) */
        post: {
            parameters: {
                query?: never;
                header: {
                    "idempotency-key": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount: string;
                        /** @enum {string} */
                        currency: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL";
                        /** Format: uuid */
                        customerId: string;
                        /** @enum {string} */
                        method: "BANK_TRANSFER" | "CARD";
                        note?: string;
                        reference: string;
                        senderName?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amount: string;
                            createdAt: string;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL";
                            customer: {
                                email: string;
                                id: string;
                                kycLevel: number;
                                name: string;
                            };
                            decidedAt: string | null;
                            decidedBy: {
                                id: string;
                                name: string;
                            } | null;
                            depositNumber: string;
                            enteredBy: {
                                id: string;
                                name: string;
                            } | null;
                            id: string;
                            ledgerEntryId: string | null;
                            /** @enum {string} */
                            method: "BANK_TRANSFER" | "CARD";
                            note: string | null;
                            reference: string;
                            rejectReason: string | null;
                            senderName: string | null;
                            statementReference: string | null;
                            /** @enum {string} */
                            status: "PENDING" | "APPROVED" | "REJECTED";
                        };
                    };
                };
                /** @description Bad input, or no Idempotency-Key: `error.details` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, or an unknown or revoked one */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description The service account lacks the scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description The Idempotency-Key was used with another request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/fiat/withdrawals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A customer's withdrawal request from the customer app (funds held at once) */
        post: {
            parameters: {
                query?: never;
                header: {
                    "idempotency-key": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount: string;
                        /** Format: uuid */
                        bankAccountId: string;
                        /** @enum {string} */
                        currency: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL";
                        /** Format: uuid */
                        customerId: string;
                        note?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amount: string;
                            approved: {
                                at: string;
                                by: {
                                    id: string;
                                    name: string;
                                };
                                note: string | null;
                            } | null;
                            bankAccount: {
                                accountNumber: string;
                                bankName: string;
                                holderName: string;
                                id: string;
                                /** @enum {string} */
                                status: "PENDING" | "VERIFIED" | "REJECTED";
                            };
                            closed: {
                                at: string;
                                by: {
                                    id: string;
                                    name: string;
                                };
                                reason: string;
                            } | null;
                            createdAt: string;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL";
                            customer: {
                                country: string | null;
                                email: string;
                                id: string;
                                kycLevel: number;
                                name: string;
                            };
                            fee: string;
                            holdReasons: ("OVER_24H_LIMIT" | "OVER_30D_LIMIT")[];
                            id: string;
                            limitCheck: {
                                per24h: string | null;
                                per30d: string | null;
                                used24h: string;
                                used30d: string;
                            };
                            note: string | null;
                            payoutReference: string | null;
                            requestedBy: {
                                id: string;
                                name: string;
                            } | null;
                            sentAt: string | null;
                            /** @enum {string} */
                            status: "SUBMITTED" | "PENDING_APPROVAL" | "APPROVED" | "SENT" | "FAILED" | "REJECTED";
                            submitted: {
                                at: string;
                                by: {
                                    id: string;
                                    name: string;
                                };
                                note: string | null;
                            } | null;
                            tax: string;
                            total: string;
                            withdrawalNumber: string;
                        };
                    };
                };
                /** @description Bad input, or no Idempotency-Key: `error.details` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, or an unknown or revoked one */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description The service account lacks the scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description The Idempotency-Key was used with another request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/fiat/withdrawals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A withdrawal as it is now */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amount: string;
                            approved: {
                                at: string;
                                by: {
                                    id: string;
                                    name: string;
                                };
                                note: string | null;
                            } | null;
                            bankAccount: {
                                accountNumber: string;
                                bankName: string;
                                holderName: string;
                                id: string;
                                /** @enum {string} */
                                status: "PENDING" | "VERIFIED" | "REJECTED";
                            };
                            closed: {
                                at: string;
                                by: {
                                    id: string;
                                    name: string;
                                };
                                reason: string;
                            } | null;
                            createdAt: string;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL";
                            customer: {
                                country: string | null;
                                email: string;
                                id: string;
                                kycLevel: number;
                                name: string;
                            };
                            fee: string;
                            holdReasons: ("OVER_24H_LIMIT" | "OVER_30D_LIMIT")[];
                            id: string;
                            limitCheck: {
                                per24h: string | null;
                                per30d: string | null;
                                used24h: string;
                                used30d: string;
                            };
                            note: string | null;
                            payoutReference: string | null;
                            requestedBy: {
                                id: string;
                                name: string;
                            } | null;
                            sentAt: string | null;
                            /** @enum {string} */
                            status: "SUBMITTED" | "PENDING_APPROVAL" | "APPROVED" | "SENT" | "FAILED" | "REJECTED";
                            submitted: {
                                at: string;
                                by: {
                                    id: string;
                                    name: string;
                                };
                                note: string | null;
                            } | null;
                            tax: string;
                            total: string;
                            withdrawalNumber: string;
                        };
                    };
                };
                /** @description No API key, or an unknown or revoked one */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description The service account lacks the scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/fiat/withdrawals/{id}/failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The bank refused the payout of an approved withdrawal (funds released) */
        post: {
            parameters: {
                query?: never;
                header: {
                    "idempotency-key": string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amount: string;
                            approved: {
                                at: string;
                                by: {
                                    id: string;
                                    name: string;
                                };
                                note: string | null;
                            } | null;
                            bankAccount: {
                                accountNumber: string;
                                bankName: string;
                                holderName: string;
                                id: string;
                                /** @enum {string} */
                                status: "PENDING" | "VERIFIED" | "REJECTED";
                            };
                            closed: {
                                at: string;
                                by: {
                                    id: string;
                                    name: string;
                                };
                                reason: string;
                            } | null;
                            createdAt: string;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL";
                            customer: {
                                country: string | null;
                                email: string;
                                id: string;
                                kycLevel: number;
                                name: string;
                            };
                            fee: string;
                            holdReasons: ("OVER_24H_LIMIT" | "OVER_30D_LIMIT")[];
                            id: string;
                            limitCheck: {
                                per24h: string | null;
                                per30d: string | null;
                                used24h: string;
                                used30d: string;
                            };
                            note: string | null;
                            payoutReference: string | null;
                            requestedBy: {
                                id: string;
                                name: string;
                            } | null;
                            sentAt: string | null;
                            /** @enum {string} */
                            status: "SUBMITTED" | "PENDING_APPROVAL" | "APPROVED" | "SENT" | "FAILED" | "REJECTED";
                            submitted: {
                                at: string;
                                by: {
                                    id: string;
                                    name: string;
                                };
                                note: string | null;
                            } | null;
                            tax: string;
                            total: string;
                            withdrawalNumber: string;
                        };
                    };
                };
                /** @description Bad input, or no Idempotency-Key: `error.details` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, or an unknown or revoked one */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description The service account lacks the scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description The Idempotency-Key was used with another request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/fiat/withdrawals/{id}/sent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The bank paid an approved withdrawal out */
        post: {
            parameters: {
                query?: never;
                header: {
                    "idempotency-key": string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        payoutReference: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amount: string;
                            approved: {
                                at: string;
                                by: {
                                    id: string;
                                    name: string;
                                };
                                note: string | null;
                            } | null;
                            bankAccount: {
                                accountNumber: string;
                                bankName: string;
                                holderName: string;
                                id: string;
                                /** @enum {string} */
                                status: "PENDING" | "VERIFIED" | "REJECTED";
                            };
                            closed: {
                                at: string;
                                by: {
                                    id: string;
                                    name: string;
                                };
                                reason: string;
                            } | null;
                            createdAt: string;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP" | "AED" | "NGN" | "INR" | "TRY" | "BRL";
                            customer: {
                                country: string | null;
                                email: string;
                                id: string;
                                kycLevel: number;
                                name: string;
                            };
                            fee: string;
                            holdReasons: ("OVER_24H_LIMIT" | "OVER_30D_LIMIT")[];
                            id: string;
                            limitCheck: {
                                per24h: string | null;
                                per30d: string | null;
                                used24h: string;
                                used30d: string;
                            };
                            note: string | null;
                            payoutReference: string | null;
                            requestedBy: {
                                id: string;
                                name: string;
                            } | null;
                            sentAt: string | null;
                            /** @enum {string} */
                            status: "SUBMITTED" | "PENDING_APPROVAL" | "APPROVED" | "SENT" | "FAILED" | "REJECTED";
                            submitted: {
                                at: string;
                                by: {
                                    id: string;
                                    name: string;
                                };
                                note: string | null;
                            } | null;
                            tax: string;
                            total: string;
                            withdrawalNumber: string;
                        };
                    };
                };
                /** @description Bad input, or no Idempotency-Key: `error.details` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No API key, or an unknown or revoked one */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description The service account lacks the scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Not in a state that allows this */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description The Idempotency-Key was used with another request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: the database answers and every migration is applied */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            reason: string;
                            /** @enum {string} */
                            status: "unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ApiError: {
            error: {
                /** @enum {string} */
                code: "validation.required" | "validation.invalidType" | "validation.invalidFormat" | "validation.invalidEmail" | "validation.invalidDate" | "validation.notAllowed" | "validation.unknownField" | "validation.invalid" | "validation.tooShort" | "validation.tooLong" | "validation.tooSmall" | "validation.tooLarge" | "validation.tooFew" | "validation.tooMany" | "validation.decimal" | "validation.positive" | "validation.notNegative" | "validation.between" | "validation.dateOutOfRange" | "validation.endBeforeStart" | "validation.rangeTooLong" | "validation.minAboveMax" | "validation.maxBelowMin" | "validation.belowMin" | "validation.aboveMax" | "validation.passwordMismatch" | "validation.passwordUnchanged" | "validation.reasonRequired" | "validation.noChanges" | "validation.unstorableText" | "validation.oneOf" | "validation.pageTooDeep" | "request.malformed" | "request.tooLarge" | "request.unsupportedMediaType" | "request.refused" | "route.notFound" | "server.internal" | "auth.signInRequired" | "auth.sessionExpired" | "auth.invalidCredentials" | "auth.tooManyAttempts" | "auth.secondFactorRequired" | "auth.secondFactorOnly" | "auth.signInMismatch" | "auth.invalidOtp" | "auth.otpReused" | "auth.wrongPassword" | "auth.twoFactorSetupRequired" | "auth.twoFactorAlreadyEnabled" | "auth.twoFactorNotEnabled" | "auth.qrCodeFirst" | "auth.linkInvalid" | "auth.accessRequestPending" | "auth.accessRequestRefused" | "auth.ipNotAllowed" | "access.policyRequired" | "access.grantNotHeld" | "access.superAdminOnly" | "access.superGroupOnly" | "accessRequest.notFound" | "accessRequest.alreadyApproved" | "accessRequest.alreadyRefused" | "admin.notFound" | "admin.emailTaken" | "admin.deactivated" | "admin.passwordAlreadySet" | "admin.passwordNotSet" | "admin.notLocked" | "admin.cannotUnlockSelf" | "admin.cannotDeactivateSelf" | "admin.lastSuperAdmin" | "admin.sessionNotFound" | "group.notFound" | "group.nameTaken" | "group.builtinKeepsName" | "group.superGroupFixed" | "group.unknown" | "group.builtinRequired" | "logDownload.gone" | "logDownload.notAllowed" | "merchant.notFound" | "merchant.emailTaken" | "merchant.inactiveCannotGoOnline" | "merchantPaymentMethod.notFound" | "merchantPaymentMethod.archived" | "merchantPaymentMethod.notArchived" | "ad.notFound" | "ad.archived" | "ad.notArchived" | "ad.paymentMethodsInvalid" | "ad.merchantInactive" | "transaction.notFound" | "transaction.alreadyApproved" | "transaction.alreadyRejected" | "transaction.noWithdrawal" | "transaction.withdrawalAlreadyApproved" | "transaction.withdrawalAlreadyRejected" | "transaction.fourEyes" | "order.notFound" | "dispute.notFound" | "dispute.partyNotFound" | "dispute.wrongTransition" | "dispute.changedMeanwhile" | "dispute.orderNotDisputed" | "dispute.assigneeNotFound" | "dispute.closed" | "paymentMethod.notFound" | "paymentMethod.nameTaken" | "paymentMethodLimit.notFound" | "paymentMethodLimit.archived" | "paymentMethodLimit.notArchived" | "paymentMethodLimit.depositExists" | "paymentMethodLimit.withdrawalExists" | "beneficiary.notFound" | "beneficiary.reasonRequiredHighRisk" | "beneficiary.wrongStatus" | "lean.notFound" | "lean.notConfirmed" | "lean.failed" | "lean.alreadyApproved" | "lean.alreadyRejected" | "lean.needsSecondApproval" | "lean.firstApprovalMissing" | "lean.fourEyes" | "reward.notFound" | "reward.cannotApprove" | "reward.cannotHold" | "reward.cannotReject" | "reward.alreadyDisbursed" | "reward.notApproved" | "reward.fourEyes" | "customer.notFound" | "customer.wrongState" | "customer.closed" | "customer.untilInPast" | "customer.alreadyBlocked" | "customer.notBlocked" | "screening.csvEmpty" | "screening.csvColumns" | "screening.csvMalformed" | "screening.csvTooManyRows" | "screening.csvRequired" | "screening.csvTooLong" | "screening.csvBadDate" | "screening.csvBadCountry" | "screening.caseNotFound" | "screening.caseDecided" | "screening.providerFailed" | "country.alreadySet" | "viewAs.otpTooSoon" | "viewAs.otpMissing" | "viewAs.otpWrong" | "viewAs.otpDead" | "viewAs.proofInvalid" | "kycRequest.notFound" | "kycRequest.wrongStatus" | "kycDocument.notFound" | "kycDocument.fileRequired" | "kycDocument.unsupportedType" | "kycDocument.tooLarge" | "bankAccount.notFound" | "bankAccount.wrongStatus" | "feeSchedule.notFound" | "feeSchedule.duplicate" | "feeSchedule.alreadyActive" | "feeSchedule.alreadyInactive" | "taxRule.notFound" | "taxRule.duplicate" | "taxRule.alreadyActive" | "taxRule.alreadyInactive" | "limitOverride.notFound" | "limitOverride.expiryInPast" | "limitOverride.changedMeanwhile" | "fiatDeposit.notFound" | "fiatDeposit.wrongStatus" | "fiatDeposit.fourEyes" | "fiatDeposit.referenceTaken" | "fiatDeposit.statementLineUsed" | "fiatDeposit.customerNotActive" | "fiatDeposit.countryNotAllowed" | "fiatWithdrawal.notFound" | "fiatWithdrawal.wrongStatus" | "fiatWithdrawal.fourEyes" | "fiatWithdrawal.holdsNotAcknowledged" | "fiatWithdrawal.accountNotActive" | "fiatWithdrawal.withdrawalsBlocked" | "fiatWithdrawal.countryNotAllowed" | "fiatWithdrawal.bankAccountNotVerified" | "fiatWithdrawal.bankAccountNotCustomers" | "fiatWithdrawal.currencyMismatch" | "ledger.insufficientFunds" | "ledger.alreadyPosted" | "reconciliation.notFound" | "reimbursement.notFound" | "reimbursement.decided" | "reimbursement.fourEyes" | "reimbursement.subAccountClosed" | "subAccount.notFound" | "subAccount.nameTaken" | "subAccount.closed" | "subAccount.notEmpty" | "integration.apiKeyRequired" | "integration.apiKeyInvalid" | "integration.scopeRequired" | "integration.idempotencyKeyReused" | "serviceAccount.notFound" | "serviceAccount.nameTaken" | "serviceAccount.revoked" | "webhookEndpoint.notFound" | "webhookDelivery.notFound";
                details?: {
                    /** @enum {string} */
                    code: "validation.required" | "validation.invalidType" | "validation.invalidFormat" | "validation.invalidEmail" | "validation.invalidDate" | "validation.notAllowed" | "validation.unknownField" | "validation.invalid" | "validation.tooShort" | "validation.tooLong" | "validation.tooSmall" | "validation.tooLarge" | "validation.tooFew" | "validation.tooMany" | "validation.decimal" | "validation.positive" | "validation.notNegative" | "validation.between" | "validation.dateOutOfRange" | "validation.endBeforeStart" | "validation.rangeTooLong" | "validation.minAboveMax" | "validation.maxBelowMin" | "validation.belowMin" | "validation.aboveMax" | "validation.passwordMismatch" | "validation.passwordUnchanged" | "validation.reasonRequired" | "validation.noChanges" | "validation.unstorableText" | "validation.oneOf" | "validation.pageTooDeep" | "request.malformed" | "request.tooLarge" | "request.unsupportedMediaType" | "request.refused" | "route.notFound" | "server.internal" | "auth.signInRequired" | "auth.sessionExpired" | "auth.invalidCredentials" | "auth.tooManyAttempts" | "auth.secondFactorRequired" | "auth.secondFactorOnly" | "auth.signInMismatch" | "auth.invalidOtp" | "auth.otpReused" | "auth.wrongPassword" | "auth.twoFactorSetupRequired" | "auth.twoFactorAlreadyEnabled" | "auth.twoFactorNotEnabled" | "auth.qrCodeFirst" | "auth.linkInvalid" | "auth.accessRequestPending" | "auth.accessRequestRefused" | "auth.ipNotAllowed" | "access.policyRequired" | "access.grantNotHeld" | "access.superAdminOnly" | "access.superGroupOnly" | "accessRequest.notFound" | "accessRequest.alreadyApproved" | "accessRequest.alreadyRefused" | "admin.notFound" | "admin.emailTaken" | "admin.deactivated" | "admin.passwordAlreadySet" | "admin.passwordNotSet" | "admin.notLocked" | "admin.cannotUnlockSelf" | "admin.cannotDeactivateSelf" | "admin.lastSuperAdmin" | "admin.sessionNotFound" | "group.notFound" | "group.nameTaken" | "group.builtinKeepsName" | "group.superGroupFixed" | "group.unknown" | "group.builtinRequired" | "logDownload.gone" | "logDownload.notAllowed" | "merchant.notFound" | "merchant.emailTaken" | "merchant.inactiveCannotGoOnline" | "merchantPaymentMethod.notFound" | "merchantPaymentMethod.archived" | "merchantPaymentMethod.notArchived" | "ad.notFound" | "ad.archived" | "ad.notArchived" | "ad.paymentMethodsInvalid" | "ad.merchantInactive" | "transaction.notFound" | "transaction.alreadyApproved" | "transaction.alreadyRejected" | "transaction.noWithdrawal" | "transaction.withdrawalAlreadyApproved" | "transaction.withdrawalAlreadyRejected" | "transaction.fourEyes" | "order.notFound" | "dispute.notFound" | "dispute.partyNotFound" | "dispute.wrongTransition" | "dispute.changedMeanwhile" | "dispute.orderNotDisputed" | "dispute.assigneeNotFound" | "dispute.closed" | "paymentMethod.notFound" | "paymentMethod.nameTaken" | "paymentMethodLimit.notFound" | "paymentMethodLimit.archived" | "paymentMethodLimit.notArchived" | "paymentMethodLimit.depositExists" | "paymentMethodLimit.withdrawalExists" | "beneficiary.notFound" | "beneficiary.reasonRequiredHighRisk" | "beneficiary.wrongStatus" | "lean.notFound" | "lean.notConfirmed" | "lean.failed" | "lean.alreadyApproved" | "lean.alreadyRejected" | "lean.needsSecondApproval" | "lean.firstApprovalMissing" | "lean.fourEyes" | "reward.notFound" | "reward.cannotApprove" | "reward.cannotHold" | "reward.cannotReject" | "reward.alreadyDisbursed" | "reward.notApproved" | "reward.fourEyes" | "customer.notFound" | "customer.wrongState" | "customer.closed" | "customer.untilInPast" | "customer.alreadyBlocked" | "customer.notBlocked" | "screening.csvEmpty" | "screening.csvColumns" | "screening.csvMalformed" | "screening.csvTooManyRows" | "screening.csvRequired" | "screening.csvTooLong" | "screening.csvBadDate" | "screening.csvBadCountry" | "screening.caseNotFound" | "screening.caseDecided" | "screening.providerFailed" | "country.alreadySet" | "viewAs.otpTooSoon" | "viewAs.otpMissing" | "viewAs.otpWrong" | "viewAs.otpDead" | "viewAs.proofInvalid" | "kycRequest.notFound" | "kycRequest.wrongStatus" | "kycDocument.notFound" | "kycDocument.fileRequired" | "kycDocument.unsupportedType" | "kycDocument.tooLarge" | "bankAccount.notFound" | "bankAccount.wrongStatus" | "feeSchedule.notFound" | "feeSchedule.duplicate" | "feeSchedule.alreadyActive" | "feeSchedule.alreadyInactive" | "taxRule.notFound" | "taxRule.duplicate" | "taxRule.alreadyActive" | "taxRule.alreadyInactive" | "limitOverride.notFound" | "limitOverride.expiryInPast" | "limitOverride.changedMeanwhile" | "fiatDeposit.notFound" | "fiatDeposit.wrongStatus" | "fiatDeposit.fourEyes" | "fiatDeposit.referenceTaken" | "fiatDeposit.statementLineUsed" | "fiatDeposit.customerNotActive" | "fiatDeposit.countryNotAllowed" | "fiatWithdrawal.notFound" | "fiatWithdrawal.wrongStatus" | "fiatWithdrawal.fourEyes" | "fiatWithdrawal.holdsNotAcknowledged" | "fiatWithdrawal.accountNotActive" | "fiatWithdrawal.withdrawalsBlocked" | "fiatWithdrawal.countryNotAllowed" | "fiatWithdrawal.bankAccountNotVerified" | "fiatWithdrawal.bankAccountNotCustomers" | "fiatWithdrawal.currencyMismatch" | "ledger.insufficientFunds" | "ledger.alreadyPosted" | "reconciliation.notFound" | "reimbursement.notFound" | "reimbursement.decided" | "reimbursement.fourEyes" | "reimbursement.subAccountClosed" | "subAccount.notFound" | "subAccount.nameTaken" | "subAccount.closed" | "subAccount.notEmpty" | "integration.apiKeyRequired" | "integration.apiKeyInvalid" | "integration.scopeRequired" | "integration.idempotencyKeyReused" | "serviceAccount.notFound" | "serviceAccount.nameTaken" | "serviceAccount.revoked" | "webhookEndpoint.notFound" | "webhookDelivery.notFound";
                    field: string;
                    message: string;
                    params?: {
                        [key: string]: string | number;
                    };
                }[];
                message: string;
                params?: {
                    [key: string]: string | number;
                };
            };
        };
        ApiErrorInput: {
            error: {
                /** @enum {string} */
                code: "validation.required" | "validation.invalidType" | "validation.invalidFormat" | "validation.invalidEmail" | "validation.invalidDate" | "validation.notAllowed" | "validation.unknownField" | "validation.invalid" | "validation.tooShort" | "validation.tooLong" | "validation.tooSmall" | "validation.tooLarge" | "validation.tooFew" | "validation.tooMany" | "validation.decimal" | "validation.positive" | "validation.notNegative" | "validation.between" | "validation.dateOutOfRange" | "validation.endBeforeStart" | "validation.rangeTooLong" | "validation.minAboveMax" | "validation.maxBelowMin" | "validation.belowMin" | "validation.aboveMax" | "validation.passwordMismatch" | "validation.passwordUnchanged" | "validation.reasonRequired" | "validation.noChanges" | "validation.unstorableText" | "validation.oneOf" | "validation.pageTooDeep" | "request.malformed" | "request.tooLarge" | "request.unsupportedMediaType" | "request.refused" | "route.notFound" | "server.internal" | "auth.signInRequired" | "auth.sessionExpired" | "auth.invalidCredentials" | "auth.tooManyAttempts" | "auth.secondFactorRequired" | "auth.secondFactorOnly" | "auth.signInMismatch" | "auth.invalidOtp" | "auth.otpReused" | "auth.wrongPassword" | "auth.twoFactorSetupRequired" | "auth.twoFactorAlreadyEnabled" | "auth.twoFactorNotEnabled" | "auth.qrCodeFirst" | "auth.linkInvalid" | "auth.accessRequestPending" | "auth.accessRequestRefused" | "auth.ipNotAllowed" | "access.policyRequired" | "access.grantNotHeld" | "access.superAdminOnly" | "access.superGroupOnly" | "accessRequest.notFound" | "accessRequest.alreadyApproved" | "accessRequest.alreadyRefused" | "admin.notFound" | "admin.emailTaken" | "admin.deactivated" | "admin.passwordAlreadySet" | "admin.passwordNotSet" | "admin.notLocked" | "admin.cannotUnlockSelf" | "admin.cannotDeactivateSelf" | "admin.lastSuperAdmin" | "admin.sessionNotFound" | "group.notFound" | "group.nameTaken" | "group.builtinKeepsName" | "group.superGroupFixed" | "group.unknown" | "group.builtinRequired" | "logDownload.gone" | "logDownload.notAllowed" | "merchant.notFound" | "merchant.emailTaken" | "merchant.inactiveCannotGoOnline" | "merchantPaymentMethod.notFound" | "merchantPaymentMethod.archived" | "merchantPaymentMethod.notArchived" | "ad.notFound" | "ad.archived" | "ad.notArchived" | "ad.paymentMethodsInvalid" | "ad.merchantInactive" | "transaction.notFound" | "transaction.alreadyApproved" | "transaction.alreadyRejected" | "transaction.noWithdrawal" | "transaction.withdrawalAlreadyApproved" | "transaction.withdrawalAlreadyRejected" | "transaction.fourEyes" | "order.notFound" | "dispute.notFound" | "dispute.partyNotFound" | "dispute.wrongTransition" | "dispute.changedMeanwhile" | "dispute.orderNotDisputed" | "dispute.assigneeNotFound" | "dispute.closed" | "paymentMethod.notFound" | "paymentMethod.nameTaken" | "paymentMethodLimit.notFound" | "paymentMethodLimit.archived" | "paymentMethodLimit.notArchived" | "paymentMethodLimit.depositExists" | "paymentMethodLimit.withdrawalExists" | "beneficiary.notFound" | "beneficiary.reasonRequiredHighRisk" | "beneficiary.wrongStatus" | "lean.notFound" | "lean.notConfirmed" | "lean.failed" | "lean.alreadyApproved" | "lean.alreadyRejected" | "lean.needsSecondApproval" | "lean.firstApprovalMissing" | "lean.fourEyes" | "reward.notFound" | "reward.cannotApprove" | "reward.cannotHold" | "reward.cannotReject" | "reward.alreadyDisbursed" | "reward.notApproved" | "reward.fourEyes" | "customer.notFound" | "customer.wrongState" | "customer.closed" | "customer.untilInPast" | "customer.alreadyBlocked" | "customer.notBlocked" | "screening.csvEmpty" | "screening.csvColumns" | "screening.csvMalformed" | "screening.csvTooManyRows" | "screening.csvRequired" | "screening.csvTooLong" | "screening.csvBadDate" | "screening.csvBadCountry" | "screening.caseNotFound" | "screening.caseDecided" | "screening.providerFailed" | "country.alreadySet" | "viewAs.otpTooSoon" | "viewAs.otpMissing" | "viewAs.otpWrong" | "viewAs.otpDead" | "viewAs.proofInvalid" | "kycRequest.notFound" | "kycRequest.wrongStatus" | "kycDocument.notFound" | "kycDocument.fileRequired" | "kycDocument.unsupportedType" | "kycDocument.tooLarge" | "bankAccount.notFound" | "bankAccount.wrongStatus" | "feeSchedule.notFound" | "feeSchedule.duplicate" | "feeSchedule.alreadyActive" | "feeSchedule.alreadyInactive" | "taxRule.notFound" | "taxRule.duplicate" | "taxRule.alreadyActive" | "taxRule.alreadyInactive" | "limitOverride.notFound" | "limitOverride.expiryInPast" | "limitOverride.changedMeanwhile" | "fiatDeposit.notFound" | "fiatDeposit.wrongStatus" | "fiatDeposit.fourEyes" | "fiatDeposit.referenceTaken" | "fiatDeposit.statementLineUsed" | "fiatDeposit.customerNotActive" | "fiatDeposit.countryNotAllowed" | "fiatWithdrawal.notFound" | "fiatWithdrawal.wrongStatus" | "fiatWithdrawal.fourEyes" | "fiatWithdrawal.holdsNotAcknowledged" | "fiatWithdrawal.accountNotActive" | "fiatWithdrawal.withdrawalsBlocked" | "fiatWithdrawal.countryNotAllowed" | "fiatWithdrawal.bankAccountNotVerified" | "fiatWithdrawal.bankAccountNotCustomers" | "fiatWithdrawal.currencyMismatch" | "ledger.insufficientFunds" | "ledger.alreadyPosted" | "reconciliation.notFound" | "reimbursement.notFound" | "reimbursement.decided" | "reimbursement.fourEyes" | "reimbursement.subAccountClosed" | "subAccount.notFound" | "subAccount.nameTaken" | "subAccount.closed" | "subAccount.notEmpty" | "integration.apiKeyRequired" | "integration.apiKeyInvalid" | "integration.scopeRequired" | "integration.idempotencyKeyReused" | "serviceAccount.notFound" | "serviceAccount.nameTaken" | "serviceAccount.revoked" | "webhookEndpoint.notFound" | "webhookDelivery.notFound";
                details?: {
                    /** @enum {string} */
                    code: "validation.required" | "validation.invalidType" | "validation.invalidFormat" | "validation.invalidEmail" | "validation.invalidDate" | "validation.notAllowed" | "validation.unknownField" | "validation.invalid" | "validation.tooShort" | "validation.tooLong" | "validation.tooSmall" | "validation.tooLarge" | "validation.tooFew" | "validation.tooMany" | "validation.decimal" | "validation.positive" | "validation.notNegative" | "validation.between" | "validation.dateOutOfRange" | "validation.endBeforeStart" | "validation.rangeTooLong" | "validation.minAboveMax" | "validation.maxBelowMin" | "validation.belowMin" | "validation.aboveMax" | "validation.passwordMismatch" | "validation.passwordUnchanged" | "validation.reasonRequired" | "validation.noChanges" | "validation.unstorableText" | "validation.oneOf" | "validation.pageTooDeep" | "request.malformed" | "request.tooLarge" | "request.unsupportedMediaType" | "request.refused" | "route.notFound" | "server.internal" | "auth.signInRequired" | "auth.sessionExpired" | "auth.invalidCredentials" | "auth.tooManyAttempts" | "auth.secondFactorRequired" | "auth.secondFactorOnly" | "auth.signInMismatch" | "auth.invalidOtp" | "auth.otpReused" | "auth.wrongPassword" | "auth.twoFactorSetupRequired" | "auth.twoFactorAlreadyEnabled" | "auth.twoFactorNotEnabled" | "auth.qrCodeFirst" | "auth.linkInvalid" | "auth.accessRequestPending" | "auth.accessRequestRefused" | "auth.ipNotAllowed" | "access.policyRequired" | "access.grantNotHeld" | "access.superAdminOnly" | "access.superGroupOnly" | "accessRequest.notFound" | "accessRequest.alreadyApproved" | "accessRequest.alreadyRefused" | "admin.notFound" | "admin.emailTaken" | "admin.deactivated" | "admin.passwordAlreadySet" | "admin.passwordNotSet" | "admin.notLocked" | "admin.cannotUnlockSelf" | "admin.cannotDeactivateSelf" | "admin.lastSuperAdmin" | "admin.sessionNotFound" | "group.notFound" | "group.nameTaken" | "group.builtinKeepsName" | "group.superGroupFixed" | "group.unknown" | "group.builtinRequired" | "logDownload.gone" | "logDownload.notAllowed" | "merchant.notFound" | "merchant.emailTaken" | "merchant.inactiveCannotGoOnline" | "merchantPaymentMethod.notFound" | "merchantPaymentMethod.archived" | "merchantPaymentMethod.notArchived" | "ad.notFound" | "ad.archived" | "ad.notArchived" | "ad.paymentMethodsInvalid" | "ad.merchantInactive" | "transaction.notFound" | "transaction.alreadyApproved" | "transaction.alreadyRejected" | "transaction.noWithdrawal" | "transaction.withdrawalAlreadyApproved" | "transaction.withdrawalAlreadyRejected" | "transaction.fourEyes" | "order.notFound" | "dispute.notFound" | "dispute.partyNotFound" | "dispute.wrongTransition" | "dispute.changedMeanwhile" | "dispute.orderNotDisputed" | "dispute.assigneeNotFound" | "dispute.closed" | "paymentMethod.notFound" | "paymentMethod.nameTaken" | "paymentMethodLimit.notFound" | "paymentMethodLimit.archived" | "paymentMethodLimit.notArchived" | "paymentMethodLimit.depositExists" | "paymentMethodLimit.withdrawalExists" | "beneficiary.notFound" | "beneficiary.reasonRequiredHighRisk" | "beneficiary.wrongStatus" | "lean.notFound" | "lean.notConfirmed" | "lean.failed" | "lean.alreadyApproved" | "lean.alreadyRejected" | "lean.needsSecondApproval" | "lean.firstApprovalMissing" | "lean.fourEyes" | "reward.notFound" | "reward.cannotApprove" | "reward.cannotHold" | "reward.cannotReject" | "reward.alreadyDisbursed" | "reward.notApproved" | "reward.fourEyes" | "customer.notFound" | "customer.wrongState" | "customer.closed" | "customer.untilInPast" | "customer.alreadyBlocked" | "customer.notBlocked" | "screening.csvEmpty" | "screening.csvColumns" | "screening.csvMalformed" | "screening.csvTooManyRows" | "screening.csvRequired" | "screening.csvTooLong" | "screening.csvBadDate" | "screening.csvBadCountry" | "screening.caseNotFound" | "screening.caseDecided" | "screening.providerFailed" | "country.alreadySet" | "viewAs.otpTooSoon" | "viewAs.otpMissing" | "viewAs.otpWrong" | "viewAs.otpDead" | "viewAs.proofInvalid" | "kycRequest.notFound" | "kycRequest.wrongStatus" | "kycDocument.notFound" | "kycDocument.fileRequired" | "kycDocument.unsupportedType" | "kycDocument.tooLarge" | "bankAccount.notFound" | "bankAccount.wrongStatus" | "feeSchedule.notFound" | "feeSchedule.duplicate" | "feeSchedule.alreadyActive" | "feeSchedule.alreadyInactive" | "taxRule.notFound" | "taxRule.duplicate" | "taxRule.alreadyActive" | "taxRule.alreadyInactive" | "limitOverride.notFound" | "limitOverride.expiryInPast" | "limitOverride.changedMeanwhile" | "fiatDeposit.notFound" | "fiatDeposit.wrongStatus" | "fiatDeposit.fourEyes" | "fiatDeposit.referenceTaken" | "fiatDeposit.statementLineUsed" | "fiatDeposit.customerNotActive" | "fiatDeposit.countryNotAllowed" | "fiatWithdrawal.notFound" | "fiatWithdrawal.wrongStatus" | "fiatWithdrawal.fourEyes" | "fiatWithdrawal.holdsNotAcknowledged" | "fiatWithdrawal.accountNotActive" | "fiatWithdrawal.withdrawalsBlocked" | "fiatWithdrawal.countryNotAllowed" | "fiatWithdrawal.bankAccountNotVerified" | "fiatWithdrawal.bankAccountNotCustomers" | "fiatWithdrawal.currencyMismatch" | "ledger.insufficientFunds" | "ledger.alreadyPosted" | "reconciliation.notFound" | "reimbursement.notFound" | "reimbursement.decided" | "reimbursement.fourEyes" | "reimbursement.subAccountClosed" | "subAccount.notFound" | "subAccount.nameTaken" | "subAccount.closed" | "subAccount.notEmpty" | "integration.apiKeyRequired" | "integration.apiKeyInvalid" | "integration.scopeRequired" | "integration.idempotencyKeyReused" | "serviceAccount.notFound" | "serviceAccount.nameTaken" | "serviceAccount.revoked" | "webhookEndpoint.notFound" | "webhookDelivery.notFound";
                    field: string;
                    message: string;
                    params?: {
                        [key: string]: string | number;
                    };
                }[];
                message: string;
                params?: {
                    [key: string]: string | number;
                };
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
