// Generated from the leads API's OpenAPI document by `npm run api-types -w apps/leads`; do not edit.
// A test fails when it no longer matches the routes (apps/leads/src/cli/leads-api-types.test.ts).
export interface paths {
    "/leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    endDate?: string;
                    format?: "json" | "csv";
                    limit?: number;
                    order?: "asc" | "desc";
                    ownerId?: string | "none";
                    page?: number;
                    search?: string;
                    sort?: "createdAt" | "updatedAt" | "name" | "status";
                    source?: "WEBSITE" | "REFERRAL" | "EVENT" | "SOCIAL" | "PARTNER" | "OTHER";
                    startDate?: string;
                    status?: "NEW" | "CONTACTED" | "QUALIFIED" | "CONVERTED" | "LOST";
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
                                company: string | null;
                                country: string;
                                createdAt: string;
                                customerId: string | null;
                                email: string;
                                id: string;
                                lostReason: string | null;
                                name: string;
                                notesCount: number;
                                owner: {
                                    id: string;
                                    name: string;
                                } | null;
                                phone: string | null;
                                /** @enum {string} */
                                source: "WEBSITE" | "REFERRAL" | "EVENT" | "SOCIAL" | "PARTNER" | "OTHER";
                                /** @enum {string} */
                                status: "NEW" | "CONTACTED" | "QUALIFIED" | "CONVERTED" | "LOST";
                                statusChangedAt: string;
                                updatedAt: string;
                            }[];
                            limit: number;
                            page: number;
                            total: number | null;
                            totalIsCapped: boolean;
                        };
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
                        company?: string | null;
                        /** @enum {string} */
                        country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                        /** Format: email */
                        email: string;
                        name: string;
                        phone?: string | null;
                        /** @enum {string} */
                        source: "WEBSITE" | "REFERRAL" | "EVENT" | "SOCIAL" | "PARTNER" | "OTHER";
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
                            company: string | null;
                            country: string;
                            createdAt: string;
                            customerId: string | null;
                            email: string;
                            id: string;
                            lostReason: string | null;
                            name: string;
                            notesCount: number;
                            owner: {
                                id: string;
                                name: string;
                            } | null;
                            phone: string | null;
                            /** @enum {string} */
                            source: "WEBSITE" | "REFERRAL" | "EVENT" | "SOCIAL" | "PARTNER" | "OTHER";
                            /** @enum {string} */
                            status: "NEW" | "CONTACTED" | "QUALIFIED" | "CONVERTED" | "LOST";
                            statusChangedAt: string;
                            updatedAt: string;
                        };
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
    "/leads/{leadId}": {
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
                    leadId: string;
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
                            company: string | null;
                            country: string;
                            createdAt: string;
                            customerId: string | null;
                            email: string;
                            id: string;
                            lostReason: string | null;
                            name: string;
                            notesCount: number;
                            owner: {
                                id: string;
                                name: string;
                            } | null;
                            phone: string | null;
                            /** @enum {string} */
                            source: "WEBSITE" | "REFERRAL" | "EVENT" | "SOCIAL" | "PARTNER" | "OTHER";
                            /** @enum {string} */
                            status: "NEW" | "CONTACTED" | "QUALIFIED" | "CONVERTED" | "LOST";
                            statusChangedAt: string;
                            updatedAt: string;
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
    "/leads/{leadId}/convert": {
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
                    leadId: string;
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
                            lead: {
                                company: string | null;
                                country: string;
                                createdAt: string;
                                customerId: string | null;
                                email: string;
                                id: string;
                                lostReason: string | null;
                                name: string;
                                notesCount: number;
                                owner: {
                                    id: string;
                                    name: string;
                                } | null;
                                phone: string | null;
                                /** @enum {string} */
                                source: "WEBSITE" | "REFERRAL" | "EVENT" | "SOCIAL" | "PARTNER" | "OTHER";
                                /** @enum {string} */
                                status: "NEW" | "CONTACTED" | "QUALIFIED" | "CONVERTED" | "LOST";
                                statusChangedAt: string;
                                updatedAt: string;
                            };
                        };
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
    "/leads/{leadId}/owner": {
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
                    leadId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        ownerId: string | null;
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
                            company: string | null;
                            country: string;
                            createdAt: string;
                            customerId: string | null;
                            email: string;
                            id: string;
                            lostReason: string | null;
                            name: string;
                            notesCount: number;
                            owner: {
                                id: string;
                                name: string;
                            } | null;
                            phone: string | null;
                            /** @enum {string} */
                            source: "WEBSITE" | "REFERRAL" | "EVENT" | "SOCIAL" | "PARTNER" | "OTHER";
                            /** @enum {string} */
                            status: "NEW" | "CONTACTED" | "QUALIFIED" | "CONVERTED" | "LOST";
                            statusChangedAt: string;
                            updatedAt: string;
                        };
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
    "/leads/{leadId}/status": {
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
                    leadId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason?: string;
                        /** @enum {string} */
                        status: "CONTACTED" | "QUALIFIED" | "LOST";
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
                            company: string | null;
                            country: string;
                            createdAt: string;
                            customerId: string | null;
                            email: string;
                            id: string;
                            lostReason: string | null;
                            name: string;
                            notesCount: number;
                            owner: {
                                id: string;
                                name: string;
                            } | null;
                            phone: string | null;
                            /** @enum {string} */
                            source: "WEBSITE" | "REFERRAL" | "EVENT" | "SOCIAL" | "PARTNER" | "OTHER";
                            /** @enum {string} */
                            status: "NEW" | "CONTACTED" | "QUALIFIED" | "CONVERTED" | "LOST";
                            statusChangedAt: string;
                            updatedAt: string;
                        };
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
    "/leads/owners": {
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
    "/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    leadId: string;
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
                                author: {
                                    id: string;
                                    name: string;
                                };
                                body: string;
                                createdAt: string;
                                id: string;
                                leadId: string;
                            }[];
                        };
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
                        body: string;
                        /** Format: uuid */
                        leadId: string;
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
                            author: {
                                id: string;
                                name: string;
                            };
                            body: string;
                            createdAt: string;
                            id: string;
                            leadId: string;
                        };
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
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
