// Generated from /api/openapi.json by `npm run generate:client` (openapi-typescript). Do not edit.
export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness and database */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok" | "draining" | "starting";
                            /** @enum {string} */
                            db: "sqlite" | "postgres" | "mongodb";
                            version: string;
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
    "/auth/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in; answers { data: user, token }
         * @description Public: no token. Recorded in the activity log as `auth.signed_in` (refused: `auth.sign_in_failed`).
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out; the token stops working at once
         * @description Any signed-in staff user (also during first access). Recorded in the activity log as `auth.signed_out`.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The panels' sign-in for the back-office: with the /cms session cookie (same site only), answers { data: user, token } for that very session, so /admin needs no second password
         * @description The panels' (/cms) staff session: their payload-token cookie, from the site's own pages only; no bearer token.
         */
        post: operations["session"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user
         * @description Any signed-in staff user (also during first access).
         */
        get: operations["me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/recover-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mails a one-time reset link; same answer for any address
         * @description Public: no token. Recorded in the activity log as `auth.recovery_requested`.
         */
        post: operations["recoverPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/user-reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Completes a reset with the e-mailed token; answers { data: user, token }
         * @description Public: no token. Recorded in the activity log as `auth.password_reset`.
         */
        put: operations["resetPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/first-access-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A user created by an admin chooses their password
         * @description Any signed-in staff user (also during first access). Recorded in the activity log as `auth.first_password_set`.
         */
        post: operations["firstAccessPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes the password, given the current one
         * @description Any signed-in staff user. Recorded in the activity log as `auth.password_changed`.
         */
        put: operations["changePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/verification-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mails a 6-digit code (10 minutes, single use); same answer for any address
         * @description Public: no token.
         */
        post: operations["sendVerificationCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/verification-code/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verifies the account with the e-mailed code
         * @description Public: no token. Recorded in the activity log as `auth.account_verified`.
         */
        post: operations["verifyAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the site waits for its setup (no user yet): the setup screen is open only then
         * @description Public: no token.
         */
        get: operations["setupState"];
        put?: never;
        /**
         * Creates the first administrator and names the company and the site language, once: only while no user exists; a second setup (two at once included) is refused with 409. Answers { data: user, token }
         * @description Public: no token.
         */
        post: operations["setup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The activity log, newest first: who (user or credential), when, from which address, which action on which target, and the fields changed (never a secret)
         * @description Staff holding any of: security-center.
         */
        get: operations["activityList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/credentials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Credentials, paginated, optional search
         * @description Staff holding any of: security-center.
         */
        get: operations["credentialsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/credentials/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One credential (never its secret)
         * @description Staff holding any of: security-center.
         */
        get: operations["credentialGet"];
        put?: never;
        post?: never;
        /**
         * Deletes a credential
         * @description Staff holding any of: security-center. Recorded in the activity log as `credential.deleted`.
         */
        delete: operations["credentialDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/credentials/create-credentials-external-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates a credential; the only answer with its secret
         * @description Staff holding any of: security-center. Recorded in the activity log as `credential.created`.
         */
        post: operations["credentialCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/credentials/{id}/update-credentials-external-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edits description, products and expiry
         * @description Staff holding any of: security-center. Recorded in the activity log as `credential.updated`.
         */
        put: operations["credentialUpdate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/credentials/{id}/regenerate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * New secret, old one invalid at once; answers the new secret once
         * @description Staff holding any of: security-center. Recorded in the activity log as `credential.regenerated`.
         */
        put: operations["credentialRegenerate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/credentials/{id}/status": {
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
        /**
         * Activates or deactivates
         * @description Staff holding any of: security-center. Recorded in the activity log as `credential.status_changed`.
         */
        patch: operations["credentialStatus"];
        trace?: never;
    };
    "/auth/credentials/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Trades access key and secret for a 15-minute token limited to the products
         * @description Public: no token. Recorded in the activity log as `credential.token_issued` (refused: `credential.token_refused`).
         */
        post: operations["credentialToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/user/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One user (users route, or oneself)
         * @description Staff holding any of: users (or the user acting on their own record).
         */
        get: operations["userGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates a user in first-access status; answers the first-access password once
         * @description Staff holding any of: users. Recorded in the activity log as `user.created`.
         */
        post: operations["userCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/users-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Users, paginated, optional search
         * @description Staff holding any of: users.
         */
        post: operations["usersList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/user/{id}/{uniqueKey}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Updates a user (users route, or oneself for profile fields)
         * @description Staff holding any of: users (or the user acting on their own record). Recorded in the activity log as `user.updated`.
         */
        put: operations["userUpdate"];
        post?: never;
        /**
         * Deletes another user
         * @description Staff holding any of: users. Recorded in the activity log as `user.deleted`.
         */
        delete: operations["userDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/user-change-status/{id}/{uniqueKey}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Activates, deactivates or blocks another user
         * @description Staff holding any of: users. Recorded in the activity log as `user.status_changed`.
         */
        put: operations["userStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/user/user-active-routes/{id}/{flag}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user and their roles with active_routes (oneself, or users route)
         * @description Staff holding any of: users (or the user acting on their own record).
         */
        get: operations["userActiveRoutes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/user/recent-updated-users/{param}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Authors most recently updated (public fields only); param = how many
         * @description Public: no token.
         */
        get: operations["recentUpdatedUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/user/data-user-router-public/{a}/{b}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An author's public profile: a = unique_key, b = id
         * @description Public: no token.
         */
        get: operations["publicAuthor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user’s profile
         * @description Staff holding any of: settings-profile.
         */
        get: operations["profileGet"];
        /**
         * Updates one’s own profile (photo, biography, phone, job title, CPF)
         * @description Staff holding any of: settings-profile. Recorded in the activity log as `user.profile_updated`.
         */
        put: operations["profileUpdate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/article/public-articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Published articles, paginated, newest first; search matches each word as a word start, ignoring case and accents, most relevant first (newest first past 1,000 matches; at most 10,000 matches are counted and paged)
         * @description Public: no token.
         */
        get: operations["publicArticles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/article/public-articles/{slug}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One published article with its content
         * @description Public: no token.
         */
        get: operations["publicArticle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/article/popular": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Most read published articles in a period (days)
         * @description Public: no token.
         */
        get: operations["popularArticles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/article/read/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read beacon: counts once per visitor, article and day, without a cookie
         * @description Public: no token.
         */
        post: operations["articleRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/article/articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every article (drafts and scheduled too), paginated
         * @description Staff holding any of: list-of-articles, compose. Integrator tokens for: articles.
         */
        get: operations["articlesList"];
        put?: never;
        /**
         * Creates a draft, scheduled or published article
         * @description Staff holding any of: compose. Integrator tokens for: articles. Recorded in the activity log as an `article.<published|scheduled|advanced|unpublished>` action.
         */
        post: operations["articleCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/article/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Scheduled and published articles and newsletter sends between two instants (at most 43 days), oldest first
         * @description Staff holding any of: list-of-articles, compose.
         */
        get: operations["articleCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/article/articles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One article for editing
         * @description Staff holding any of: list-of-articles, compose. Integrator tokens for: articles.
         */
        get: operations["articleGet"];
        /**
         * Edits an article
         * @description Staff holding any of: list-of-articles, compose. Integrator tokens for: articles. Recorded in the activity log as an `article.<published|scheduled|advanced|unpublished>` action.
         */
        put: operations["articleUpdate"];
        post?: never;
        /**
         * Deletes an article
         * @description Staff holding any of: list-of-articles. Integrator tokens for: articles. Recorded in the activity log as `article.deleted`.
         */
        delete: operations["articleDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/article/articles/{id}/status": {
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
        /**
         * publish, schedule, advance (publish ahead of schedule), unpublish, submit for review or return to the writer with a note (a writer may only submit, and unpublish what is in review)
         * @description Staff holding any of: list-of-articles, compose. Integrator tokens for: articles. Recorded in the activity log as an `article.<published|scheduled|advanced|unpublished>` action.
         */
        patch: operations["articleStatus"];
        trace?: never;
    };
    "/article/articles/{id}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The history of an article: its saved versions, newest first (who, when, status, title)
         * @description Staff holding any of: list-of-articles, compose. Integrator tokens for: articles.
         */
        get: operations["articleVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/article/articles/{id}/versions/{versionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One saved version of an article: its texts in one language, its cover, categories and tags
         * @description Staff holding any of: list-of-articles, compose. Integrator tokens for: articles.
         */
        get: operations["articleVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/article/articles/{id}/versions/{versionId}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What restoring a version would change, before it is done: per language, restored (with the texts that change), added back, kept (the version never had it) or unchanged; and the shared fields that change
         * @description Staff holding any of: list-of-articles, compose. Integrator tokens for: articles.
         */
        get: operations["articleRestorePlan"];
        put?: never;
        /**
         * Saves a version's texts (every language it had; a language translated since is kept, never emptied), cover, categories and tags as the article's newest version; its status and publication date stay as they are
         * @description Staff holding any of: list-of-articles, compose. Integrator tokens for: articles. Recorded in the activity log as `article.restored`.
         */
        post: operations["articleRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/article/autosaves/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's unsaved editor work on an article (or `new`) in one language, kept by autosave; null when there is none
         * @description Staff holding any of: list-of-articles, compose.
         */
        get: operations["articleAutosaveGet"];
        /**
         * Keeps the caller's editor work on an article (or `new`) in one language, replacing the previous autosave; the article itself is not changed
         * @description Staff holding any of: list-of-articles, compose.
         */
        put: operations["articleAutosavePut"];
        post?: never;
        /**
         * Discards the caller's autosave of an article (or `new`) in one language
         * @description Staff holding any of: list-of-articles, compose.
         */
        delete: operations["articleAutosaveDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/article/articles/{id}/previews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An article's preview links still open, newest first
         * @description Staff holding any of: list-of-articles, compose.
         */
        get: operations["articlePreviewList"];
        put?: never;
        /**
         * A signed link that shows the article as its public page will (draft, scheduled or with the caller's unsaved work), to anyone who has it, until it expires (24 h unless `hours` says) or is revoked; never indexed, cached or listed
         * @description Staff holding any of: list-of-articles, compose. Recorded in the activity log as `article.preview_shared`.
         */
        post: operations["articlePreviewCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/article/previews/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revokes a preview link: its address stops working at once
         * @description Staff holding any of: list-of-articles, compose. Recorded in the activity log as `article.preview_revoked`.
         */
        delete: operations["articlePreviewRevoke"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/category/public-categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Active categories
         * @description Public: no token.
         */
        get: operations["publicCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/category/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every category, paginated
         * @description Staff holding any of: list-of-categories, compose.
         */
        get: operations["categoriesList"];
        put?: never;
        /**
         * Creates a category
         * @description Staff holding any of: list-of-categories. Recorded in the activity log as `category.created`.
         */
        post: operations["categoryCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/category/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edits a category
         * @description Staff holding any of: list-of-categories. Recorded in the activity log as `category.updated`.
         */
        put: operations["categoryUpdate"];
        post?: never;
        /**
         * Deletes a category no article uses
         * @description Staff holding any of: list-of-categories. Recorded in the activity log as `category.deleted`.
         */
        delete: operations["categoryDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/category/categories/{id}/status": {
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
        /**
         * Activates or deactivates
         * @description Staff holding any of: list-of-categories. Recorded in the activity log as `category.status_changed`.
         */
        patch: operations["categoryStatus"];
        trace?: never;
    };
    "/tag/public-tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every tag
         * @description Public: no token.
         */
        get: operations["publicTags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tag/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates a tag (or returns the existing one)
         * @description Staff holding any of: compose, list-of-categories. Recorded in the activity log as `tag.created`.
         */
        post: operations["tagCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/media/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Uploads an image (raw body, image/* content type; ?alt= text)
         * @description Any signed-in staff user. Recorded in the activity log as `media.uploaded`.
         */
        post: operations["mediaUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/media/library": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Images already uploaded, newest first, with their descriptions (the editor picks body images from them)
         * @description Staff holding any of: list-of-articles, compose.
         */
        get: operations["mediaLibrary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lead/leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Leads with every filter, paginated
         * @description Staff holding any of: list-leads. Integrator tokens for: leads.
         */
        get: operations["leadsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lead/leads-export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * CSV of the filtered leads (semicolon, UTF-8 with BOM)
         * @description Staff holding any of: list-leads. Integrator tokens for: leads. Recorded in the activity log as `lead.exported`.
         */
        get: operations["leadsExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lead/leads/{id}/status": {
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
        /**
         * Activates, deactivates, blacklists or cancels
         * @description Staff holding any of: list-leads. Recorded in the activity log as `lead.status_changed`.
         */
        patch: operations["leadStatus"];
        trace?: never;
    };
    "/lead/leads/{id}/classification": {
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
        /**
         * Sets none, cold, warm, hot or conversion
         * @description Staff holding any of: list-leads. Recorded in the activity log as `lead.classified`.
         */
        patch: operations["leadClassification"];
        trace?: never;
    };
    "/lead/leads/{id}/newsletter": {
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
        /**
         * Activates or cancels the newsletter
         * @description Staff holding any of: list-leads. Recorded in the activity log as `lead.newsletter_changed`.
         */
        patch: operations["leadNewsletter"];
        trace?: never;
    };
    "/lead/leads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Deletes a lead (soft: status deleted)
         * @description Staff holding any of: list-leads. Recorded in the activity log as `lead.deleted`.
         */
        delete: operations["leadDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/message/messages-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Messages of a tab with the count of every tab
         * @description Staff holding any of: message-received. Integrator tokens for: messages.
         */
        get: operations["messagesList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/message/messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One message
         * @description Staff holding any of: message-received. Integrator tokens for: messages.
         */
        get: operations["messageGet"];
        put?: never;
        post?: never;
        /**
         * Deletes a message
         * @description Staff holding any of: message-received. Recorded in the activity log as `message.deleted`.
         */
        delete: operations["messageDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/message/messages/{id}/read": {
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
        /**
         * Marks read or unread
         * @description Staff holding any of: message-received. Recorded in the activity log as `message.read`.
         */
        patch: operations["messageRead"];
        trace?: never;
    };
    "/message/messages/{id}/archive": {
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
        /**
         * Archives or unarchives
         * @description Staff holding any of: message-received. Recorded in the activity log as `message.archived`.
         */
        patch: operations["messageArchive"];
        trace?: never;
    };
    "/message/messages/{id}/lead": {
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
        /**
         * Marks as lead (creates or links one) or unmarks
         * @description Staff holding any of: message-received. Recorded in the activity log as `message.lead_linked`.
         */
        patch: operations["messageLead"];
        trace?: never;
    };
    "/contact/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The contact form; answers the promised reply date
         * @description Public: no token.
         */
        post: operations["contact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newsletter/subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Newsletter sign-up; 201 new, 200 reactivated, 202 waiting for confirmation by e-mail (when the newsletter setting asks for it)
         * @description Public: no token. Recorded in the activity log as `lead.subscribed`.
         */
        post: operations["subscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newsletter/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancels with the lead id, its unique key and a reason
         * @description Public: no token. Recorded in the activity log as `lead.unsubscribed`.
         */
        post: operations["unsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newsletter/subscribers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Active newsletter subscribers, paginated
         * @description Staff holding any of: list-leads. Integrator tokens for: newsletter.
         */
        get: operations["subscribers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/seo/public-seo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Active snippets as [{ head, body }]
         * @description Public: no token.
         */
        get: operations["publicSeo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/seo/seo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every snippet
         * @description Staff holding any of: seo.
         */
        get: operations["seoList"];
        put?: never;
        /**
         * Creates a snippet
         * @description Staff holding any of: seo. Recorded in the activity log as `seo.created`.
         */
        post: operations["seoCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/seo/seo/{id}/{uniqueKey}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Updates a snippet: id and its unique key
         * @description Staff holding any of: seo. Recorded in the activity log as `seo.updated`.
         */
        put: operations["seoUpdate"];
        post?: never;
        /**
         * Deletes a snippet
         * @description Staff holding any of: seo. Recorded in the activity log as `seo.deleted`.
         */
        delete: operations["seoDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/layout/navigation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The header and footer menus as staff edit them: each item with its label in every language and what it points to
         * @description Staff holding any of: layout-settings.
         */
        get: operations["menusGet"];
        /**
         * Replaces the header (up to 8 items, each with up to 8 children) and footer (up to 12) menus; an item points to a page, an article, a category (by id) or an address
         * @description Staff holding any of: layout-settings.
         */
        put: operations["menusSave"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/layout/site-texts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The site's own words in one language (?lang=): the homes' hero and bands, the footer's blurb, the contact page's introduction
         * @description Staff holding any of: layout-settings.
         */
        get: operations["siteTextsGet"];
        /**
         * Replaces the site's words in one language (?lang=); an empty text hides what it fills
         * @description Staff holding any of: layout-settings.
         */
        put: operations["siteTextsSave"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/layout/layout-setting/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The current home design as { currentVersion: v1|v2 }
         * @description Public: no token.
         */
        get: operations["layoutLatest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/layout/layout-setting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Applies V1 or V2; 409 when already applied
         * @description Staff holding any of: layout-settings. Recorded in the activity log as `settings.layout_updated`.
         */
        post: operations["layoutSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/whatsapp/public-whatsapp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The chat button settings
         * @description Public: no token.
         */
        get: operations["publicWhatsapp"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/whatsapp/whatsapp-setting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Updates phone, message and colour
         * @description Staff holding any of: settings-whatsapp. Recorded in the activity log as `settings.whatsapp_updated`.
         */
        put: operations["whatsappUpdate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/company/public-company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Company name, logo and contacts
         * @description Public: no token.
         */
        get: operations["publicCompany"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/company/company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Updates the company
         * @description Staff holding any of: settings. Recorded in the activity log as `settings.company_updated`.
         */
        put: operations["companyUpdate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/faq/public-faqs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * FAQs, optionally of one product
         * @description Public: no token.
         */
        get: operations["publicFaqs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This API as an OpenAPI 3.1 document, generated from the contract
         * @description Public: no token.
         */
        get: operations["openapi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Browsable API reference (works offline)
         * @description Public: no token.
         */
        get: operations["docs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs/docs.js": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Script of the API reference page
         * @description Public: no token.
         */
        get: operations["docsScript"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads, created, unread articles, authors, recent articles and reads per day
         * @description Staff holding any of: dashboard.
         */
        get: operations["statistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The ten newest imports, newest first, with their progress or report
         * @description Staff holding any of: settings.
         */
        get: operations["importsList"];
        put?: never;
        /**
         * Starts importing a WordPress (WXR) or Ghost (JSON) export sent as the raw body (up to 1 GB): 202 with the run, which goes on in the background (poll it). One at a time (409); a file that is not an export is refused (422)
         * @description Staff holding any of: settings.
         */
        post: operations["importStart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One import: where it stands (done of total posts), then its report or why it stopped
         * @description Staff holding any of: settings.
         */
        get: operations["importStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newsletter/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An article's newsletter e-mail in one language: subject, HTML and plain text (staff: any article they can read, a draft included; integrators: published ones)
         * @description Staff holding any of: list-leads, list-of-articles, compose. Integrator tokens for: newsletter.
         */
        get: operations["newsletterPreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newsletter/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends an article's newsletter e-mail to the caller's own address, a draft's included (staff only)
         * @description Staff holding any of: list-leads, list-of-articles, compose. Recorded in the activity log as `newsletter.test_sent`.
         */
        post: operations["newsletterTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newsletter/bounces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reports a hard bounce of a subscriber address (a mail provider bounce relayed): counted, and past NEWSLETTER_BOUNCE_LIMIT the subscriber is marked bounced and skipped by every send. An SMTP 5xx during a send counts the same way
         * @description Staff holding any of: list-leads. Integrator tokens for: newsletter. Recorded in the activity log as `lead.bounced`.
         */
        post: operations["newsletterBounce"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newsletter/sends": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Newsletter sends, newest first, with their counts (sent, failed, skipped as unsubscribed since)
         * @description Staff holding any of: list-leads. Integrator tokens for: newsletter.
         */
        get: operations["newsletterSends"];
        put?: never;
        /**
         * Sends a published article to every active subscriber, once (again: true to send it a second time)
         * @description Staff holding any of: list-leads, publish-articles. Recorded in the activity log as `newsletter.send_started`.
         */
        post: operations["newsletterSendCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newsletter/sends/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A send with the recipients the SMTP server refused and its answer to each (the first 100)
         * @description Staff holding any of: list-leads. Integrator tokens for: newsletter.
         */
        get: operations["newsletterSendGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Pauses, resumes or cancels a send
         * @description Staff holding any of: list-leads. Recorded in the activity log as `newsletter.send_controlled`.
         */
        patch: operations["newsletterSendControl"];
        trace?: never;
    };
    "/newsletter/one-click/{uniqueKey}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * RFC 8058 one-click unsubscribe: the address in a newsletter's List-Unsubscribe header, posted by mail clients
         * @description Public: no token. Recorded in the activity log as `lead.unsubscribed`.
         */
        post: operations["newsletterOneClick"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newsletter/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirms a sign-up waiting for its e-mail's link (double opt-in): 422 forged or expired, 409 already used
         * @description Public: no token. Recorded in the activity log as `lead.confirmed`.
         */
        post: operations["newsletterConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newsletter/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How the newsletter takes sign-ups: confirmByEmail (double opt-in), off by default
         * @description Staff holding any of: list-leads.
         */
        get: operations["newsletterSettingsGet"];
        /**
         * Turns confirmation of sign-ups by e-mail on or off
         * @description Staff holding any of: list-leads. Recorded in the activity log as `settings.newsletter_updated`.
         */
        put: operations["newsletterSettingsUpdate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The registered endpoints (never their secrets), newest first; a disabled one says since when
         * @description Staff holding any of: security-center. Integrator tokens for: webhooks.
         */
        get: operations["webhooksList"];
        put?: never;
        /**
         * Registers an endpoint for events; the only answer with its signing secret. Deliveries follow Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature); the URL must reach a public address
         * @description Staff holding any of: security-center. Integrator tokens for: webhooks. Recorded in the activity log as `webhook.created`.
         */
        post: operations["webhookCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edits the URL, events or description; `status: active` re-enables a disabled endpoint
         * @description Staff holding any of: security-center. Integrator tokens for: webhooks. Recorded in the activity log as `webhook.updated`.
         */
        put: operations["webhookUpdate"];
        post?: never;
        /**
         * Deletes an endpoint and its deliveries
         * @description Staff holding any of: security-center. Integrator tokens for: webhooks. Recorded in the activity log as `webhook.deleted`.
         */
        delete: operations["webhookDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/endpoints/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An endpoint's deliveries, newest first: event, status, tries, last status code and duration
         * @description Staff holding any of: security-center. Integrator tokens for: webhooks.
         */
        get: operations["webhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/deliveries/{id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a delivery again, as a new series of tries (same webhook-id)
         * @description Staff holding any of: security-center. Integrator tokens for: webhooks. Recorded in the activity log as `webhook.redelivered`.
         */
        post: operations["webhookRedeliver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/page/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every page (drafts too) by address, with its state and the languages it is written in; search matches the title
         * @description Staff holding any of: pages.
         */
        get: operations["pagesList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/page/pages/{id}/status": {
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
        /**
         * publish (its newest draft) or unpublish a page
         * @description Staff holding any of: pages.
         */
        patch: operations["pageStatus"];
        trace?: never;
    };
    "/forms/{id}/submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A form's submissions, newest first, paginated (page, or the previous page's cursor)
         * @description Staff holding any of: message-received. Integrator tokens for: forms.
         */
        get: operations["formSubmissionsList"];
        put?: never;
        /**
         * A visitor's submission of a form staff built; the values are checked against the form's fields. 201 stored, 200 the same post already stored
         * @description Public: no token.
         */
        post: operations["formSubmit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/forms/{id}/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A visitor's file for a file field of the form (raw body), before the submission: checked by its content against the field's types and size; the answer's token goes in the submission's values under the field's name. A file no submission names within a day is deleted
         * @description Public: no token.
         */
        post: operations["formFileUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/forms/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A file a visitor attached to a submission, as it was sent (always as a download)
         * @description Staff holding any of: message-received. Integrator tokens for: forms.
         */
        get: operations["formFileDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/forms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The forms staff built, with their fields and how many submissions each holds (at most 200, newest first)
         * @description Staff holding any of: message-received, pages. Integrator tokens for: forms.
         */
        get: operations["formsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/forms/{id}/submissions-export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * CSV of a form's submissions, one column per field (semicolon, UTF-8 with BOM)
         * @description Staff holding any of: message-received. Integrator tokens for: forms.
         */
        get: operations["formSubmissionsExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/forms/submissions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Deletes one submission (a visitor's request to be forgotten, LGPD)
         * @description Staff holding any of: message-received.
         */
        delete: operations["formSubmissionDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "article.published": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * article.published: posted to every active endpoint subscribed to it
         * @description Answer 2xx within 10 s; anything else is tried again with a growing wait for about a day, with the same webhook-id (deduplicate on it).
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The same on every try and redelivery of this event for this endpoint. */
                    "webhook-id": string;
                    /** @description Seconds since the epoch when this try was signed. */
                    "webhook-timestamp": string;
                    /** @description v1,<base64 HMAC-SHA256 of "id.timestamp.body" with the endpoint secret (whsec_, base64 after the prefix)>. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @constant */
                        type: "article.published";
                        /** Format: date-time */
                        timestamp: string;
                        data: {
                            id: number | string;
                            title: string;
                            slug: string;
                            excerpt?: string | null;
                            status: string;
                            publishedAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string;
                            url?: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Received */
                "2XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "article.unpublished": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * article.unpublished: posted to every active endpoint subscribed to it
         * @description Answer 2xx within 10 s; anything else is tried again with a growing wait for about a day, with the same webhook-id (deduplicate on it).
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The same on every try and redelivery of this event for this endpoint. */
                    "webhook-id": string;
                    /** @description Seconds since the epoch when this try was signed. */
                    "webhook-timestamp": string;
                    /** @description v1,<base64 HMAC-SHA256 of "id.timestamp.body" with the endpoint secret (whsec_, base64 after the prefix)>. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @constant */
                        type: "article.unpublished";
                        /** Format: date-time */
                        timestamp: string;
                        data: {
                            id: number | string;
                            title: string;
                            slug: string;
                            excerpt?: string | null;
                            status: string;
                            publishedAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string;
                            url?: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Received */
                "2XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "article.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * article.updated: posted to every active endpoint subscribed to it
         * @description Answer 2xx within 10 s; anything else is tried again with a growing wait for about a day, with the same webhook-id (deduplicate on it).
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The same on every try and redelivery of this event for this endpoint. */
                    "webhook-id": string;
                    /** @description Seconds since the epoch when this try was signed. */
                    "webhook-timestamp": string;
                    /** @description v1,<base64 HMAC-SHA256 of "id.timestamp.body" with the endpoint secret (whsec_, base64 after the prefix)>. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @constant */
                        type: "article.updated";
                        /** Format: date-time */
                        timestamp: string;
                        data: {
                            id: number | string;
                            title: string;
                            slug: string;
                            excerpt?: string | null;
                            status: string;
                            publishedAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string;
                            url?: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Received */
                "2XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "article.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * article.deleted: posted to every active endpoint subscribed to it
         * @description Answer 2xx within 10 s; anything else is tried again with a growing wait for about a day, with the same webhook-id (deduplicate on it).
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The same on every try and redelivery of this event for this endpoint. */
                    "webhook-id": string;
                    /** @description Seconds since the epoch when this try was signed. */
                    "webhook-timestamp": string;
                    /** @description v1,<base64 HMAC-SHA256 of "id.timestamp.body" with the endpoint secret (whsec_, base64 after the prefix)>. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @constant */
                        type: "article.deleted";
                        /** Format: date-time */
                        timestamp: string;
                        data: {
                            id: number | string;
                            title: string;
                            slug: string;
                            excerpt?: string | null;
                            status: string;
                            publishedAt?: string | null;
                            /** Format: date-time */
                            updatedAt?: string;
                            url?: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Received */
                "2XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "page.published": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * page.published: posted to every active endpoint subscribed to it
         * @description Answer 2xx within 10 s; anything else is tried again with a growing wait for about a day, with the same webhook-id (deduplicate on it).
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The same on every try and redelivery of this event for this endpoint. */
                    "webhook-id": string;
                    /** @description Seconds since the epoch when this try was signed. */
                    "webhook-timestamp": string;
                    /** @description v1,<base64 HMAC-SHA256 of "id.timestamp.body" with the endpoint secret (whsec_, base64 after the prefix)>. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @constant */
                        type: "page.published";
                        /** Format: date-time */
                        timestamp: string;
                        data: {
                            id: number | string;
                            title: string;
                            path: string;
                            /** Format: date-time */
                            updatedAt?: string;
                            url?: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Received */
                "2XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "page.unpublished": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * page.unpublished: posted to every active endpoint subscribed to it
         * @description Answer 2xx within 10 s; anything else is tried again with a growing wait for about a day, with the same webhook-id (deduplicate on it).
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The same on every try and redelivery of this event for this endpoint. */
                    "webhook-id": string;
                    /** @description Seconds since the epoch when this try was signed. */
                    "webhook-timestamp": string;
                    /** @description v1,<base64 HMAC-SHA256 of "id.timestamp.body" with the endpoint secret (whsec_, base64 after the prefix)>. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @constant */
                        type: "page.unpublished";
                        /** Format: date-time */
                        timestamp: string;
                        data: {
                            id: number | string;
                            title: string;
                            path: string;
                            /** Format: date-time */
                            updatedAt?: string;
                            url?: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Received */
                "2XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "page.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * page.updated: posted to every active endpoint subscribed to it
         * @description Answer 2xx within 10 s; anything else is tried again with a growing wait for about a day, with the same webhook-id (deduplicate on it).
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The same on every try and redelivery of this event for this endpoint. */
                    "webhook-id": string;
                    /** @description Seconds since the epoch when this try was signed. */
                    "webhook-timestamp": string;
                    /** @description v1,<base64 HMAC-SHA256 of "id.timestamp.body" with the endpoint secret (whsec_, base64 after the prefix)>. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @constant */
                        type: "page.updated";
                        /** Format: date-time */
                        timestamp: string;
                        data: {
                            id: number | string;
                            title: string;
                            path: string;
                            /** Format: date-time */
                            updatedAt?: string;
                            url?: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Received */
                "2XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "page.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * page.deleted: posted to every active endpoint subscribed to it
         * @description Answer 2xx within 10 s; anything else is tried again with a growing wait for about a day, with the same webhook-id (deduplicate on it).
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The same on every try and redelivery of this event for this endpoint. */
                    "webhook-id": string;
                    /** @description Seconds since the epoch when this try was signed. */
                    "webhook-timestamp": string;
                    /** @description v1,<base64 HMAC-SHA256 of "id.timestamp.body" with the endpoint secret (whsec_, base64 after the prefix)>. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @constant */
                        type: "page.deleted";
                        /** Format: date-time */
                        timestamp: string;
                        data: {
                            id: number | string;
                            title: string;
                            path: string;
                            /** Format: date-time */
                            updatedAt?: string;
                            url?: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Received */
                "2XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "lead.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * lead.created: posted to every active endpoint subscribed to it
         * @description An integrator's endpoint may subscribe only with a credential for leads. Answer 2xx within 10 s; anything else is tried again with a growing wait for about a day, with the same webhook-id (deduplicate on it).
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The same on every try and redelivery of this event for this endpoint. */
                    "webhook-id": string;
                    /** @description Seconds since the epoch when this try was signed. */
                    "webhook-timestamp": string;
                    /** @description v1,<base64 HMAC-SHA256 of "id.timestamp.body" with the endpoint secret (whsec_, base64 after the prefix)>. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @constant */
                        type: "lead.created";
                        /** Format: date-time */
                        timestamp: string;
                        data: {
                            id: number | string;
                            name?: string | null;
                            email: string;
                            company?: string | null;
                            subject?: string | null;
                            newsletterStatus?: string | null;
                            /** Format: date-time */
                            createdAt?: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Received */
                "2XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "message.received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * message.received: posted to every active endpoint subscribed to it
         * @description An integrator's endpoint may subscribe only with a credential for messages. Answer 2xx within 10 s; anything else is tried again with a growing wait for about a day, with the same webhook-id (deduplicate on it).
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The same on every try and redelivery of this event for this endpoint. */
                    "webhook-id": string;
                    /** @description Seconds since the epoch when this try was signed. */
                    "webhook-timestamp": string;
                    /** @description v1,<base64 HMAC-SHA256 of "id.timestamp.body" with the endpoint secret (whsec_, base64 after the prefix)>. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @constant */
                        type: "message.received";
                        /** Format: date-time */
                        timestamp: string;
                        data: {
                            id: number | string;
                            name?: string | null;
                            email: string;
                            company?: string | null;
                            subject?: string | null;
                            /** Format: date-time */
                            createdAt?: string;
                            message?: string | null;
                        };
                    };
                };
            };
            responses: {
                /** @description Received */
                "2XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "newsletter.subscribed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * newsletter.subscribed: posted to every active endpoint subscribed to it
         * @description An integrator's endpoint may subscribe only with a credential for leads or newsletter. Answer 2xx within 10 s; anything else is tried again with a growing wait for about a day, with the same webhook-id (deduplicate on it).
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The same on every try and redelivery of this event for this endpoint. */
                    "webhook-id": string;
                    /** @description Seconds since the epoch when this try was signed. */
                    "webhook-timestamp": string;
                    /** @description v1,<base64 HMAC-SHA256 of "id.timestamp.body" with the endpoint secret (whsec_, base64 after the prefix)>. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @constant */
                        type: "newsletter.subscribed";
                        /** Format: date-time */
                        timestamp: string;
                        data: {
                            id: number | string;
                            name?: string | null;
                            email: string;
                            company?: string | null;
                            subject?: string | null;
                            newsletterStatus?: string | null;
                            /** Format: date-time */
                            createdAt?: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Received */
                "2XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "newsletter.unsubscribed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * newsletter.unsubscribed: posted to every active endpoint subscribed to it
         * @description An integrator's endpoint may subscribe only with a credential for leads or newsletter. Answer 2xx within 10 s; anything else is tried again with a growing wait for about a day, with the same webhook-id (deduplicate on it).
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The same on every try and redelivery of this event for this endpoint. */
                    "webhook-id": string;
                    /** @description Seconds since the epoch when this try was signed. */
                    "webhook-timestamp": string;
                    /** @description v1,<base64 HMAC-SHA256 of "id.timestamp.body" with the endpoint secret (whsec_, base64 after the prefix)>. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @constant */
                        type: "newsletter.unsubscribed";
                        /** Format: date-time */
                        timestamp: string;
                        data: {
                            id: number | string;
                            name?: string | null;
                            email: string;
                            company?: string | null;
                            subject?: string | null;
                            newsletterStatus?: string | null;
                            /** Format: date-time */
                            createdAt?: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Received */
                "2XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "form.submitted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * form.submitted: posted to every active endpoint subscribed to it
         * @description An integrator's endpoint may subscribe only with a credential for forms. Answer 2xx within 10 s; anything else is tried again with a growing wait for about a day, with the same webhook-id (deduplicate on it).
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The same on every try and redelivery of this event for this endpoint. */
                    "webhook-id": string;
                    /** @description Seconds since the epoch when this try was signed. */
                    "webhook-timestamp": string;
                    /** @description v1,<base64 HMAC-SHA256 of "id.timestamp.body" with the endpoint secret (whsec_, base64 after the prefix)>. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @constant */
                        type: "form.submitted";
                        /** Format: date-time */
                        timestamp: string;
                        data: {
                            id: number | string;
                            form: number | string;
                            formTitle: string;
                            values: {
                                [key: string]: string | number | boolean | string[];
                            };
                            language?: string | null;
                            sentFrom?: string | null;
                            /** Format: date-time */
                            createdAt?: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Received */
                "2XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
export interface components {
    schemas: {
        Error: {
            /** @constant */
            error: true;
            message: string;
            /** @enum {string} */
            code: "BAD_REQUEST" | "VALIDATION" | "UNAUTHORIZED" | "TOKEN_EXPIRED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "CONFLICT" | "IDEMPOTENCY_KEY_REUSED" | "UNPROCESSABLE" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "ACCOUNT_LOCKED" | "ACCOUNT_INACTIVE" | "ACCOUNT_BLOCKED" | "INVALID_CREDENTIALS" | "DB_UNAVAILABLE" | "STORAGE_UNAVAILABLE" | "BUSY" | "INTERNAL";
            errors?: {
                field: string;
                message: string;
            }[];
        };
        User: {
            id: number | string;
            unique_key: string | null;
            name: string | null;
            first_name: string | null;
            last_name: string | null;
            full_name: string | null;
            email: string | null;
            position: ("admin" | "manager" | "operational" | "internship" | "ceo" | "marketing_director") | null;
            permission: ("admin" | "manager" | "operational" | "internship" | "ceo" | "marketing_director") | null;
            type: ("staff" | "author") | null;
            status: ("active" | "inactive" | "blocked" | "first-access") | null;
            phone: string | null;
            cpf: string | null;
            biography: string | null;
            image: ({
                id: number | string;
                url: string | null;
                thumbnail: string | null;
                alt: string;
            } | {
                id: number | string;
            }) | null;
            gender: ("female" | "male" | "other" | "not_informed") | null;
            access: ("dashboard" | "article_management" | "article_writing" | "site_editor" | "user_management" | "settings")[];
            email_verified: boolean;
            created_by: (number | string) | null;
            created_by_unique_key: string | null;
            createdAt: string | null;
            updatedAt: string | null;
        };
        UserWithRoles: {
            user: components["schemas"]["User"];
            roles: {
                name: string;
                active_routes: ("dashboard" | "users" | "list-of-articles" | "compose" | "list-of-categories" | "settings-profile" | "settings" | "seo" | "list-leads" | "message-received" | "settings-whatsapp" | "security-center" | "layout-settings" | "pages" | "publish-articles")[];
            }[];
        };
        CreatedUser: {
            user: components["schemas"]["User"];
            first_access_password: string;
        };
        PublicAuthor: {
            id: number | string;
            unique_key: string | null;
            name: string | null;
            last_name: string | null;
            full_name: string | null;
            position: ("admin" | "manager" | "operational" | "internship" | "ceo" | "marketing_director") | null;
            biography: string | null;
            image: ({
                id: number | string;
                url: string | null;
                thumbnail: string | null;
                alt: string;
            } | {
                id: number | string;
            }) | null;
            gender: ("female" | "male" | "other" | "not_informed") | null;
            type: ("staff" | "author") | null;
            updatedAt: string | null;
        };
        Article: {
            id: number | string;
            slug: string;
            title?: string;
            excerpt: string;
            image: {
                id: number | string;
                url: string | null;
                alt: string;
                width: number | null;
                height: number | null;
                sizes: {
                    [key: string]: {
                        url: string | null;
                        width: number | null;
                        height: number | null;
                    };
                };
            } | null;
            categories: {
                id: number | string;
                name: string;
                slug: string;
                textColor: string;
                backgroundColor: string;
            }[];
            tags: components["schemas"]["Tag"][];
            publishedAt: string | null;
            readTime: number;
            author: {
                id: (number | string) | null;
                full_name: string | null;
            };
            /** @enum {string} */
            status?: "draft" | "review" | "scheduled" | "published";
            sendToSubscribers?: boolean;
            imageAlt: string | null;
            content?: unknown;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
            translated?: ("pt-BR" | "en" | "es" | "fr" | "ht")[];
            /** @enum {string} */
            original?: "pt-BR" | "en" | "es" | "fr" | "ht";
            review?: {
                note: string;
                by: {
                    id: number | string;
                    full_name: string | null;
                } | null;
                at: string | null;
            } | null;
        };
        ArticleCard: {
            id: number | string;
            slug: string;
            title?: string;
            excerpt: string;
            image: {
                id: number | string;
                url: string | null;
                alt: string;
                width: number | null;
                height: number | null;
                sizes: {
                    [key: string]: {
                        url: string | null;
                        width: number | null;
                        height: number | null;
                    };
                };
            } | null;
            categories: {
                id: number | string;
                name: string;
                slug: string;
                textColor: string;
                backgroundColor: string;
            }[];
            tags: components["schemas"]["Tag"][];
            publishedAt: string | null;
            readTime: number;
            author: components["schemas"]["PublicAuthor"] | null;
            /** @enum {string} */
            lang: "pt-BR" | "en" | "es" | "fr" | "ht";
        };
        PopularArticle: {
            id: number | string;
            slug: string;
            title?: string;
            excerpt: string;
            image: {
                id: number | string;
                url: string | null;
                alt: string;
                width: number | null;
                height: number | null;
                sizes: {
                    [key: string]: {
                        url: string | null;
                        width: number | null;
                        height: number | null;
                    };
                };
            } | null;
            categories: {
                id: number | string;
                name: string;
                slug: string;
                textColor: string;
                backgroundColor: string;
            }[];
            tags: components["schemas"]["Tag"][];
            publishedAt: string | null;
            readTime: number;
            author: components["schemas"]["PublicAuthor"] | null;
            /** @enum {string} */
            lang: "pt-BR" | "en" | "es" | "fr" | "ht";
            reads: number;
        };
        ArticleVersion: {
            id: number | string;
            number: number | null;
            /** Format: date-time */
            savedAt: string;
            editedBy: {
                id: number | string;
                full_name: string | null;
            } | null;
            /** @enum {string} */
            status: "draft" | "review" | "scheduled" | "published";
            title: string;
        };
        ArticleVersionDetail: {
            id: number | string;
            number: number | null;
            /** Format: date-time */
            savedAt: string;
            editedBy: {
                id: number | string;
                full_name: string | null;
            } | null;
            /** @enum {string} */
            status: "draft" | "review" | "scheduled" | "published";
            title: string;
            languages: ("pt-BR" | "en" | "es" | "fr" | "ht")[];
            excerpt: string;
            content: unknown;
            image: {
                id: number | string;
                alt: string;
                url: string | null;
            } | null;
            categories: {
                id: number | string;
                name: string;
            }[];
            tags: {
                id: number | string;
                name: string;
            }[];
        };
        PreviewLink: {
            id: number | string;
            url: string;
            /** Format: date-time */
            expiresAt: string;
            /** Format: date-time */
            createdAt: string;
            withAutosave: boolean;
        };
        Category: {
            id: number | string;
            unique_key: string | null;
            name: string;
            slug: string;
            description: string;
            image: {
                id: number | string;
                url: string | null;
                alt: string;
            } | null;
            textColor: string;
            backgroundColor: string;
            /** @enum {string} */
            status: "active" | "inactive";
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        Tag: {
            id: number | string;
            name: string;
            slug: string;
        };
        Upload: {
            id: number | string;
            url?: string | null;
            alt: string;
            sizes?: {
                thumbnail?: {
                    url?: string | null;
                    width?: number | null;
                    height?: number | null;
                    mimeType?: string | null;
                    filesize?: number | null;
                    filename?: string | null;
                };
                card?: {
                    url?: string | null;
                    width?: number | null;
                    height?: number | null;
                    mimeType?: string | null;
                    filesize?: number | null;
                    filename?: string | null;
                };
                hero?: {
                    url?: string | null;
                    width?: number | null;
                    height?: number | null;
                    mimeType?: string | null;
                    filesize?: number | null;
                    filename?: string | null;
                };
            };
        };
        Lead: {
            id: number | string;
            unique_key?: string | null;
            name: string | null;
            company: string | null;
            email: string;
            telephone: string | null;
            subject: string | null;
            message: string | null;
            /** @enum {string} */
            module: "contact" | "newsletter";
            /** @enum {string} */
            status: "active" | "inactive" | "deleted" | "blackListed" | "cancelled";
            /** @enum {string} */
            classification: "none" | "cold" | "warm" | "hot" | "conversion";
            newsletterStatus: ("active" | "cancelled" | "pending" | "bounced") | null;
            newsletterCancelReason: string | null;
            consentAt: string | null;
            consentSource: string | null;
            consentLanguage: string | null;
            consentVersion: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        Message: {
            id: number | string;
            name: string;
            company: string;
            email: string;
            telephone: string;
            subject: string;
            message: string;
            read: boolean;
            archived: boolean;
            markedAsLead: boolean;
            lead: (number | string) | null;
            replyBy: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        Credential: {
            id: number | string;
            description: string;
            products: ("articles" | "leads" | "messages" | "newsletter" | "webhooks" | "forms")[];
            expiresAt: string | null;
            neverExpires: boolean;
            accessKey: string;
            secretHint: string | null;
            /** @enum {string} */
            status: "active" | "inactive" | "expired";
            regenerationCount: number;
            lastUsedAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        CredentialWithSecret: {
            id: number | string;
            description: string;
            products: ("articles" | "leads" | "messages" | "newsletter" | "webhooks" | "forms")[];
            expiresAt: string | null;
            neverExpires: boolean;
            accessKey: string;
            secretHint: string | null;
            /** @enum {string} */
            status: "active" | "inactive" | "expired";
            regenerationCount: number;
            lastUsedAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            secretKey: string;
        };
        IntegratorToken: {
            token: string;
            /** Format: date-time */
            expiresAt: string;
            products: ("articles" | "leads" | "messages" | "newsletter" | "webhooks" | "forms")[];
        };
        SeoSnippet: {
            id: number | string;
            unique_key?: string | null;
            name: string;
            head: string;
            body: string;
            active: boolean;
            /** Format: date-time */
            updatedAt: string;
        };
        Faq: {
            id: number | string;
            product: string;
            question: string;
            answer: string;
            /** @enum {string} */
            lang: "pt-BR" | "en" | "es" | "fr" | "ht";
        };
        Company: {
            name: string;
            tagline: string | null;
            email: string | null;
            phone: string | null;
            address: string | null;
            logo: {
                id: number | string;
                url: string | null;
                alt: string;
            } | null;
            /** @enum {string} */
            timeZone: "America/Noronha" | "America/Sao_Paulo" | "America/Bahia" | "America/Fortaleza" | "America/Recife" | "America/Belem" | "America/Cuiaba" | "America/Campo_Grande" | "America/Manaus" | "America/Porto_Velho" | "America/Boa_Vista" | "America/Rio_Branco" | "America/Argentina/Buenos_Aires" | "America/Montevideo" | "America/Asuncion" | "America/Santiago" | "America/La_Paz" | "America/Lima" | "America/Bogota" | "America/Caracas" | "America/Mexico_City" | "America/Port-au-Prince" | "America/Toronto" | "America/New_York" | "America/Chicago" | "America/Denver" | "America/Los_Angeles" | "Atlantic/Azores" | "Europe/Lisbon" | "Europe/London" | "Europe/Madrid" | "Europe/Paris" | "Europe/Berlin" | "Africa/Luanda" | "Africa/Maputo" | "UTC";
        };
        Whatsapp: {
            phone: string;
            message: string;
            color: string;
            enabled: boolean;
        };
        NewsletterSend: {
            id: number | string;
            article: {
                id: (number | string) | null;
                title: string | null;
                path: string | null;
            };
            /** @enum {string} */
            status: "sending" | "waiting" | "paused" | "done" | "cancelled";
            sent: number;
            failed: number;
            skipped: number;
            lastError: string | null;
            retryAt: string | null;
            /** Format: date-time */
            createdAt: string;
            finishedAt: string | null;
        };
        NewsletterSendDetail: {
            id: number | string;
            article: {
                id: (number | string) | null;
                title: string | null;
                path: string | null;
            };
            /** @enum {string} */
            status: "sending" | "waiting" | "paused" | "done" | "cancelled";
            sent: number;
            failed: number;
            skipped: number;
            lastError: string | null;
            retryAt: string | null;
            /** Format: date-time */
            createdAt: string;
            finishedAt: string | null;
            failures: {
                email: string;
                response: string | null;
                at: string;
            }[];
        };
        NewsletterSettings: {
            confirmByEmail: boolean;
            /** @enum {string} */
            content: "excerpt" | "full";
        };
        WebhookEndpoint: {
            id: number | string;
            url: string;
            description: string | null;
            events: string[];
            /** @enum {string} */
            status: "active" | "disabled";
            failingSince: string | null;
            disabledAt: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        WebhookEndpointWithSecret: {
            id: number | string;
            url: string;
            description: string | null;
            events: string[];
            /** @enum {string} */
            status: "active" | "disabled";
            failingSince: string | null;
            disabledAt: string | null;
            /** Format: date-time */
            createdAt: string;
            secret: string;
        };
        WebhookDelivery: {
            id: number | string;
            event: string;
            messageId: string;
            /** @enum {string} */
            status: "pending" | "delivered" | "failed";
            attempts: number;
            lastStatusCode: number | null;
            lastDurationMs: number | null;
            lastError: string | null;
            deliveredAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        ActivityEntry: {
            id: number | string;
            /** Format: date-time */
            at: string;
            action: string;
            /** @enum {string} */
            outcome: "success" | "failure";
            /** @enum {string} */
            channel: "api" | "cms" | "cms-api" | "import" | "scheduler" | "system";
            actor: {
                /** @enum {string} */
                kind: "user" | "credential" | "anonymous" | "system";
                id: (number | string) | null;
                name: string | null;
            };
            address: string | null;
            target: {
                kind: string;
                id: string | null;
                label: string | null;
            } | null;
            changes: {
                field: string;
                from: string | null;
                to: string | null;
            }[];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description The language of the content answered (a text not yet translated comes in pt-BR). */
        "Content-Language": string;
        /** @description Seconds to wait before trying again. */
        "Retry-After": number;
        /** @description The caller’s remaining allowance in the current window (IETF draft-7: limit, remaining, reset). */
        RateLimit: string;
        /** @description The window and its allowance (IETF draft-7). */
        "RateLimit-Policy": string;
        /** @description Bearer: the call needs a token. */
        "WWW-Authenticate": string;
        /** @description The methods the address accepts. */
        Allow: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "mariana.costa@example.com",
                 *       "password": "Segura@2026",
                 *       "remember": true
                 *     }
                 */
                "application/json": {
                    email: string;
                    password: string;
                    remember?: boolean;
                };
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "unique_key": "3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b",
                     *         "name": "Mariana",
                     *         "first_name": "Mariana",
                     *         "last_name": "Costa",
                     *         "full_name": "Mariana Costa",
                     *         "email": "mariana.costa@example.com",
                     *         "position": "admin",
                     *         "permission": "admin",
                     *         "type": "staff",
                     *         "status": "active",
                     *         "phone": "11988881201",
                     *         "cpf": "52998224725",
                     *         "biography": "Diretora de marketing com quinze anos de experiência em empresas de software B2B. Escreve sobre posicionamento, conteúdo e relacionamento com clientes, e coordena o blog desde a sua criação.",
                     *         "image": {
                     *           "id": 1,
                     *           "url": "https://crm.rcsistemas.example.com/webhooks",
                     *           "thumbnail": "/cms-api/media/file/orcamento-anual-400x225.webp",
                     *           "alt": "Gráfico de receitas e despesas ao longo do ano"
                     *         },
                     *         "gender": "female",
                     *         "access": [
                     *           "dashboard"
                     *         ],
                     *         "email_verified": true,
                     *         "created_by": 1,
                     *         "created_by_unique_key": "3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b",
                     *         "createdAt": "2026-11-20T13:30:00.000Z",
                     *         "updatedAt": "2026-11-20T13:30:00.000Z"
                     *       },
                     *       "token": "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.assinatura",
                     *       "message": "Login successful"
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["User"];
                        message?: string;
                        token: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "Refers to a record that does not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            423: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "ACCOUNT_LOCKED",
                     *       "message": "Too many failed attempts. Try again in 15 minutes or reset your password."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "RATE_LIMITED",
                     *       "message": "Too many requests. Please try again later."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the first request with this key runs and its answer (success or refusal) is kept for 24 hours; the same key with the same request answers it again, marked `Idempotent-Replayed: true`, without doing the work twice, on any instance. The same key with another request answers 422; while the first still runs, 409 with Retry-After. A key belongs to its caller and operation. A request the contract refuses (400) does not use the key.
                 * @example 6f1c2b7e-3d4a-4e5f-9a8b-7c6d5e4f3a2b
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": null,
                     *       "message": "Logout successful"
                     *     }
                     */
                    "application/json": {
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "CONFLICT",
                     *       "message": "A request with this Idempotency-Key is still in progress; try again in a moment"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "IDEMPOTENCY_KEY_REUSED",
                     *       "message": "This Idempotency-Key was used with another request in the last 24 hours; use a new key for a new request"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    session: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "unique_key": "3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b",
                     *         "name": "Mariana",
                     *         "first_name": "Mariana",
                     *         "last_name": "Costa",
                     *         "full_name": "Mariana Costa",
                     *         "email": "mariana.costa@example.com",
                     *         "position": "admin",
                     *         "permission": "admin",
                     *         "type": "staff",
                     *         "status": "active",
                     *         "phone": "11988881201",
                     *         "cpf": "52998224725",
                     *         "biography": "Diretora de marketing com quinze anos de experiência em empresas de software B2B. Escreve sobre posicionamento, conteúdo e relacionamento com clientes, e coordena o blog desde a sua criação.",
                     *         "image": {
                     *           "id": 1,
                     *           "url": "https://crm.rcsistemas.example.com/webhooks",
                     *           "thumbnail": "/cms-api/media/file/orcamento-anual-400x225.webp",
                     *           "alt": "Gráfico de receitas e despesas ao longo do ano"
                     *         },
                     *         "gender": "female",
                     *         "access": [
                     *           "dashboard"
                     *         ],
                     *         "email_verified": true,
                     *         "created_by": 1,
                     *         "created_by_unique_key": "3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b",
                     *         "createdAt": "2026-11-20T13:30:00.000Z",
                     *         "updatedAt": "2026-11-20T13:30:00.000Z"
                     *       },
                     *       "token": "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.assinatura"
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["User"];
                        message?: string;
                        token: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "user": {
                     *           "id": 1,
                     *           "unique_key": "3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b",
                     *           "name": "Mariana",
                     *           "first_name": "Mariana",
                     *           "last_name": "Costa",
                     *           "full_name": "Mariana Costa",
                     *           "email": "mariana.costa@example.com",
                     *           "position": "admin",
                     *           "permission": "admin",
                     *           "type": "staff",
                     *           "status": "active",
                     *           "phone": "11988881201",
                     *           "cpf": "52998224725",
                     *           "biography": "Diretora de marketing com quinze anos de experiência em empresas de software B2B. Escreve sobre posicionamento, conteúdo e relacionamento com clientes, e coordena o blog desde a sua criação.",
                     *           "image": {
                     *             "id": 1,
                     *             "url": "https://crm.rcsistemas.example.com/webhooks",
                     *             "thumbnail": "/cms-api/media/file/orcamento-anual-400x225.webp",
                     *             "alt": "Gráfico de receitas e despesas ao longo do ano"
                     *           },
                     *           "gender": "female",
                     *           "access": [
                     *             "dashboard"
                     *           ],
                     *           "email_verified": true,
                     *           "created_by": 1,
                     *           "created_by_unique_key": "3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b",
                     *           "createdAt": "2026-11-20T13:30:00.000Z",
                     *           "updatedAt": "2026-11-20T13:30:00.000Z"
                     *         },
                     *         "roles": [
                     *           {
                     *             "name": "Mariana",
                     *             "active_routes": [
                     *               "dashboard"
                     *             ]
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["UserWithRoles"];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    recoverPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "mariana.costa@example.com"
                 *     }
                 */
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": null,
                     *       "message": "If the e-mail is registered, we sent a link to reset the password"
                     *     }
                     */
                    "application/json": {
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "Refers to a record that does not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "RATE_LIMITED",
                     *       "message": "Too many requests. Please try again later."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "1",
                 *       "token": "a3f9c2e8b1d04f6a9e7c5b3d1f0e2a4c6b8d0f1e",
                 *       "password": "Segura@2026",
                 *       "confirm_password": "Segura@2026"
                 *     }
                 */
                "application/json": {
                    id: string | number;
                    token: string;
                    password: string;
                    confirm_password: string;
                };
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "unique_key": "3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b",
                     *         "name": "Mariana",
                     *         "first_name": "Mariana",
                     *         "last_name": "Costa",
                     *         "full_name": "Mariana Costa",
                     *         "email": "mariana.costa@example.com",
                     *         "position": "admin",
                     *         "permission": "admin",
                     *         "type": "staff",
                     *         "status": "active",
                     *         "phone": "11988881201",
                     *         "cpf": "52998224725",
                     *         "biography": "Diretora de marketing com quinze anos de experiência em empresas de software B2B. Escreve sobre posicionamento, conteúdo e relacionamento com clientes, e coordena o blog desde a sua criação.",
                     *         "image": {
                     *           "id": 1,
                     *           "url": "https://crm.rcsistemas.example.com/webhooks",
                     *           "thumbnail": "/cms-api/media/file/orcamento-anual-400x225.webp",
                     *           "alt": "Gráfico de receitas e despesas ao longo do ano"
                     *         },
                     *         "gender": "female",
                     *         "access": [
                     *           "dashboard"
                     *         ],
                     *         "email_verified": true,
                     *         "created_by": 1,
                     *         "created_by_unique_key": "3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b",
                     *         "createdAt": "2026-11-20T13:30:00.000Z",
                     *         "updatedAt": "2026-11-20T13:30:00.000Z"
                     *       },
                     *       "token": "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.assinatura",
                     *       "message": "Password reset successfully"
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["User"];
                        message?: string;
                        token: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "The reset link is invalid or has expired",
                     *       "errors": [
                     *         {
                     *           "field": "token",
                     *           "message": "The reset link is invalid or has expired"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "RATE_LIMITED",
                     *       "message": "Too many requests. Please try again later."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    firstAccessPassword: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the first request with this key runs and its answer (success or refusal) is kept for 24 hours; the same key with the same request answers it again, marked `Idempotent-Replayed: true`, without doing the work twice, on any instance. The same key with another request answers 422; while the first still runs, 409 with Retry-After. A key belongs to its caller and operation. A request the contract refuses (400) does not use the key.
                 * @example 6f1c2b7e-3d4a-4e5f-9a8b-7c6d5e4f3a2b
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "password": "Segura@2026",
                 *       "confirm_password": "Segura@2026"
                 *     }
                 */
                "application/json": {
                    password: string;
                    confirm_password: string;
                };
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "unique_key": "3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b",
                     *         "name": "Mariana",
                     *         "first_name": "Mariana",
                     *         "last_name": "Costa",
                     *         "full_name": "Mariana Costa",
                     *         "email": "mariana.costa@example.com",
                     *         "position": "admin",
                     *         "permission": "admin",
                     *         "type": "staff",
                     *         "status": "active",
                     *         "phone": "11988881201",
                     *         "cpf": "52998224725",
                     *         "biography": "Diretora de marketing com quinze anos de experiência em empresas de software B2B. Escreve sobre posicionamento, conteúdo e relacionamento com clientes, e coordena o blog desde a sua criação.",
                     *         "image": {
                     *           "id": 1,
                     *           "url": "https://crm.rcsistemas.example.com/webhooks",
                     *           "thumbnail": "/cms-api/media/file/orcamento-anual-400x225.webp",
                     *           "alt": "Gráfico de receitas e despesas ao longo do ano"
                     *         },
                     *         "gender": "female",
                     *         "access": [
                     *           "dashboard"
                     *         ],
                     *         "email_verified": true,
                     *         "created_by": 1,
                     *         "created_by_unique_key": "3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b",
                     *         "createdAt": "2026-11-20T13:30:00.000Z",
                     *         "updatedAt": "2026-11-20T13:30:00.000Z"
                     *       },
                     *       "token": "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.assinatura",
                     *       "message": "Password changed successfully"
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["User"];
                        message?: string;
                        token: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "CONFLICT",
                     *       "message": "This account has already chosen its password"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "Passwords do not match",
                     *       "errors": [
                     *         {
                     *           "field": "confirm_password",
                     *           "message": "Passwords do not match"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "current_password": "Antiga@2025",
                 *       "new_password": "Segura@2026",
                 *       "confirm_password": "Segura@2026"
                 *     }
                 */
                "application/json": {
                    current_password: string;
                    new_password: string;
                    confirm_password: string;
                };
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": null,
                     *       "message": "Password changed successfully"
                     *     }
                     */
                    "application/json": {
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "Current password is incorrect",
                     *       "errors": [
                     *         {
                     *           "field": "current_password",
                     *           "message": "Current password is incorrect"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sendVerificationCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "mariana.costa@example.com"
                 *     }
                 */
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": null,
                     *       "message": "Verification code sent"
                     *     }
                     */
                    "application/json": {
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "Refers to a record that does not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "RATE_LIMITED",
                     *       "message": "Too many requests. Please try again later."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    verifyAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "mariana.costa@example.com",
                 *       "code": "123456"
                 *     }
                 */
                "application/json": {
                    email: string;
                    code: string;
                };
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": null,
                     *       "message": "Account verified successfully"
                     *     }
                     */
                    "application/json": {
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "Invalid code or user email",
                     *       "errors": [
                     *         {
                     *           "field": "code",
                     *           "message": "Invalid code or user email"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "RATE_LIMITED",
                     *       "message": "Too many requests. Please try again later."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setupState: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "needed": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            needed: boolean;
                        };
                        message?: string;
                    };
                };
            };
        };
    };
    setup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "company_name": "RC Sistemas",
                 *       "name": "Paula",
                 *       "last_name": "Ribeiro",
                 *       "email": "paula.ribeiro@rcsistemas.example.com",
                 *       "password": "Segura@2026",
                 *       "confirm_password": "Segura@2026",
                 *       "language": "pt-BR"
                 *     }
                 */
                "application/json": {
                    company_name: string;
                    name: string;
                    last_name: string;
                    email: string;
                    password: string;
                    confirm_password: string;
                    /** @enum {string} */
                    language: "pt-BR" | "en" | "es" | "fr" | "ht";
                };
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "unique_key": "3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b",
                     *         "name": "Mariana",
                     *         "first_name": "Mariana",
                     *         "last_name": "Costa",
                     *         "full_name": "Mariana Costa",
                     *         "email": "mariana.costa@example.com",
                     *         "position": "admin",
                     *         "permission": "admin",
                     *         "type": "staff",
                     *         "status": "active",
                     *         "phone": "11988881201",
                     *         "cpf": "52998224725",
                     *         "biography": "Diretora de marketing com quinze anos de experiência em empresas de software B2B. Escreve sobre posicionamento, conteúdo e relacionamento com clientes, e coordena o blog desde a sua criação.",
                     *         "image": {
                     *           "id": 1,
                     *           "url": "https://crm.rcsistemas.example.com/webhooks",
                     *           "thumbnail": "/cms-api/media/file/orcamento-anual-400x225.webp",
                     *           "alt": "Gráfico de receitas e despesas ao longo do ano"
                     *         },
                     *         "gender": "female",
                     *         "access": [
                     *           "dashboard"
                     *         ],
                     *         "email_verified": true,
                     *         "created_by": 1,
                     *         "created_by_unique_key": "3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b",
                     *         "createdAt": "2026-11-20T13:30:00.000Z",
                     *         "updatedAt": "2026-11-20T13:30:00.000Z"
                     *       },
                     *       "token": "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.assinatura",
                     *       "message": "Your site is set up. Welcome!"
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["User"];
                        message?: string;
                        token: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "CONFLICT",
                     *       "message": "This site is already set up. Sign in with your account."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "Passwords do not match",
                     *       "errors": [
                     *         {
                     *           "field": "confirm_password",
                     *           "message": "Passwords do not match"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "RATE_LIMITED",
                     *       "message": "Too many requests. Please try again later."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    activityList: {
        parameters: {
            query?: {
                /** @description The page, from 1. With a cursor, the cursor decides and page only names it. */
                page?: number;
                /** @description How many items a page holds. */
                limit?: number;
                /** @description The next page's place: meta.nextCursor of the previous answer. Faster than page on deep pages; cannot be combined with search. */
                cursor?: string;
                /** @description Only what this staff user did (their id). */
                user?: string;
                /** @description Only what this integrator credential did (its id). */
                credential?: string;
                /** @description Part of the name or e-mail of who acted. */
                actor?: string;
                /** @description Only entries of this action, or of every action in this group (`article.` for all of an article’s). */
                action?: string;
                /** @description Only entries about this record (its id). */
                targetId?: string;
                /** @description The window’s start (an instant, ISO 8601 with its offset). */
                from?: string;
                /** @description The window’s end (an instant, ISO 8601 with its offset); at most 43 days after from. */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "at": "2026-11-20T13:30:00.000Z",
                     *           "action": "article.published",
                     *           "outcome": "success",
                     *           "channel": "api",
                     *           "actor": {
                     *             "kind": "user",
                     *             "id": 1,
                     *             "name": "Mariana"
                     *           },
                     *           "address": "203.0.113.24",
                     *           "target": {
                     *             "kind": "article",
                     *             "id": "1",
                     *             "label": "Blog"
                     *           },
                     *           "changes": [
                     *             {
                     *               "field": "status",
                     *               "from": "draft",
                     *               "to": "published"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "meta": {
                     *         "page": 1,
                     *         "limit": 1,
                     *         "total": 1,
                     *         "totalPages": 1,
                     *         "nextCursor": "eyJ2IjpbIjIwMjYtMTEtMjBUMTM6MzA6MDAuMDAwWiJdLCJpIjoxMiwicCI6Mn0"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ActivityEntry"][];
                        message?: string;
                        meta: {
                            page: number;
                            limit: number;
                            total: number;
                            totalPages: number;
                            nextCursor?: string | null;
                        };
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "This page link is no longer valid: start again from the first page",
                     *       "errors": [
                     *         {
                     *           "field": "query.cursor",
                     *           "message": "This page link is no longer valid: start again from the first page"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    credentialsList: {
        parameters: {
            query?: {
                /** @description The page, from 1. With a cursor, the cursor decides and page only names it. */
                page?: number;
                /** @description How many items a page holds. */
                limit?: number;
                /** @description Words to find (each matched as a prefix, accents ignored); answers are ranked by relevance. */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "description": "Integração com o CRM",
                     *           "products": [
                     *             "articles"
                     *           ],
                     *           "expiresAt": "2030-03-15T12:00:00.000Z",
                     *           "neverExpires": true,
                     *           "accessKey": "ak_9f8e7d6c5b4a",
                     *           "secretHint": "whsec_MfKQ…LaSw",
                     *           "status": "active",
                     *           "regenerationCount": 1,
                     *           "lastUsedAt": "2026-11-20T13:30:00.000Z",
                     *           "createdAt": "2026-11-20T13:30:00.000Z",
                     *           "updatedAt": "2026-11-20T13:30:00.000Z"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "page": 1,
                     *         "limit": 1,
                     *         "total": 1,
                     *         "totalPages": 1,
                     *         "nextCursor": "eyJ2IjpbIjIwMjYtMTEtMjBUMTM6MzA6MDAuMDAwWiJdLCJpIjoxMiwicCI6Mn0"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Credential"][];
                        message?: string;
                        meta: {
                            page: number;
                            limit: number;
                            total: number;
                            totalPages: number;
                            nextCursor?: string | null;
                        };
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    credentialGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource, as its answers give it (digits, or 24 hex characters on MongoDB). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "description": "Integração com o CRM",
                     *         "products": [
                     *           "articles"
                     *         ],
                     *         "expiresAt": "2030-03-15T12:00:00.000Z",
                     *         "neverExpires": true,
                     *         "accessKey": "ak_9f8e7d6c5b4a",
                     *         "secretHint": "whsec_MfKQ…LaSw",
                     *         "status": "active",
                     *         "regenerationCount": 1,
                     *         "lastUsedAt": "2026-11-20T13:30:00.000Z",
                     *         "createdAt": "2026-11-20T13:30:00.000Z",
                     *         "updatedAt": "2026-11-20T13:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Credential"];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    credentialDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource, as its answers give it (digits, or 24 hex characters on MongoDB). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": null,
                     *       "message": "Credential deleted successfully"
                     *     }
                     */
                    "application/json": {
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    credentialCreate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the first request with this key runs and its answer (success or refusal) is kept for 24 hours; the same key with the same request answers it again, marked `Idempotent-Replayed: true`, without doing the work twice, on any instance. The same key with another request answers 422; while the first still runs, 409 with Retry-After. A key belongs to its caller and operation. A request the contract refuses (400) does not use the key.
                 * @example 6f1c2b7e-3d4a-4e5f-9a8b-7c6d5e4f3a2b
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "description": "Integração com o CRM",
                 *       "products": [
                 *         "articles"
                 *       ],
                 *       "expiresAt": "2030-03-15T12:00:00.000Z"
                 *     }
                 */
                "application/json": {
                    description: string;
                    products: ("articles" | "leads" | "messages" | "newsletter" | "webhooks" | "forms")[];
                    expiresAt: string | null;
                };
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "description": "Integração com o CRM",
                     *         "products": [
                     *           "articles"
                     *         ],
                     *         "expiresAt": "2030-03-15T12:00:00.000Z",
                     *         "neverExpires": true,
                     *         "accessKey": "ak_9f8e7d6c5b4a",
                     *         "secretHint": "whsec_MfKQ…LaSw",
                     *         "status": "active",
                     *         "regenerationCount": 1,
                     *         "lastUsedAt": "2026-11-20T13:30:00.000Z",
                     *         "createdAt": "2026-11-20T13:30:00.000Z",
                     *         "updatedAt": "2026-11-20T13:30:00.000Z",
                     *         "secretKey": "sk_1a2b3c4d5e6f7a8b9c0d"
                     *       },
                     *       "message": "Credential created successfully"
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["CredentialWithSecret"];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "CONFLICT",
                     *       "message": "A request with this Idempotency-Key is still in progress; try again in a moment"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "The expiration date must be in the future",
                     *       "errors": [
                     *         {
                     *           "field": "expiresAt",
                     *           "message": "The expiration date must be in the future"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    credentialUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource, as its answers give it (digits, or 24 hex characters on MongoDB). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "description": "Integração com o CRM",
                 *       "products": [
                 *         "articles"
                 *       ],
                 *       "expiresAt": "2030-03-15T12:00:00.000Z"
                 *     }
                 */
                "application/json": {
                    description: string;
                    products: ("articles" | "leads" | "messages" | "newsletter" | "webhooks" | "forms")[];
                    expiresAt: string | null;
                };
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "description": "Integração com o CRM",
                     *         "products": [
                     *           "articles"
                     *         ],
                     *         "expiresAt": "2030-03-15T12:00:00.000Z",
                     *         "neverExpires": true,
                     *         "accessKey": "ak_9f8e7d6c5b4a",
                     *         "secretHint": "whsec_MfKQ…LaSw",
                     *         "status": "active",
                     *         "regenerationCount": 1,
                     *         "lastUsedAt": "2026-11-20T13:30:00.000Z",
                     *         "createdAt": "2026-11-20T13:30:00.000Z",
                     *         "updatedAt": "2026-11-20T13:30:00.000Z"
                     *       },
                     *       "message": "Credential updated successfully"
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Credential"];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "The expiration date must be in the future",
                     *       "errors": [
                     *         {
                     *           "field": "expiresAt",
                     *           "message": "The expiration date must be in the future"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    credentialRegenerate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource, as its answers give it (digits, or 24 hex characters on MongoDB). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "description": "Integração com o CRM",
                     *         "products": [
                     *           "articles"
                     *         ],
                     *         "expiresAt": "2030-03-15T12:00:00.000Z",
                     *         "neverExpires": true,
                     *         "accessKey": "ak_9f8e7d6c5b4a",
                     *         "secretHint": "whsec_MfKQ…LaSw",
                     *         "status": "active",
                     *         "regenerationCount": 1,
                     *         "lastUsedAt": "2026-11-20T13:30:00.000Z",
                     *         "createdAt": "2026-11-20T13:30:00.000Z",
                     *         "updatedAt": "2026-11-20T13:30:00.000Z",
                     *         "secretKey": "sk_1a2b3c4d5e6f7a8b9c0d"
                     *       },
                     *       "message": "Credential regenerated successfully"
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["CredentialWithSecret"];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    credentialStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource, as its answers give it (digits, or 24 hex characters on MongoDB). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "active"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    status: "active" | "inactive";
                };
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "description": "Integração com o CRM",
                     *         "products": [
                     *           "articles"
                     *         ],
                     *         "expiresAt": "2030-03-15T12:00:00.000Z",
                     *         "neverExpires": true,
                     *         "accessKey": "ak_9f8e7d6c5b4a",
                     *         "secretHint": "whsec_MfKQ…LaSw",
                     *         "status": "active",
                     *         "regenerationCount": 1,
                     *         "lastUsedAt": "2026-11-20T13:30:00.000Z",
                     *         "createdAt": "2026-11-20T13:30:00.000Z",
                     *         "updatedAt": "2026-11-20T13:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Credential"];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "CONFLICT",
                     *       "message": "Credential is inactive or expired"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "Refers to a record that does not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    credentialToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "accessKey": "ak_9f8e7d6c5b4a",
                 *       "secretKey": "sk_1a2b3c4d5e6f7a8b9c0d"
                 *     }
                 */
                "application/json": {
                    accessKey: string;
                    secretKey: string;
                };
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "token": "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.assinatura",
                     *         "expiresAt": "2030-03-15T12:00:00.000Z",
                     *         "products": [
                     *           "articles"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["IntegratorToken"];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "Refers to a record that does not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "RATE_LIMITED",
                     *       "message": "Too many requests. Please try again later."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    userGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource, as its answers give it (digits, or 24 hex characters on MongoDB). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "unique_key": "3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b",
                     *         "name": "Mariana",
                     *         "first_name": "Mariana",
                     *         "last_name": "Costa",
                     *         "full_name": "Mariana Costa",
                     *         "email": "mariana.costa@example.com",
                     *         "position": "admin",
                     *         "permission": "admin",
                     *         "type": "staff",
                     *         "status": "active",
                     *         "phone": "11988881201",
                     *         "cpf": "52998224725",
                     *         "biography": "Diretora de marketing com quinze anos de experiência em empresas de software B2B. Escreve sobre posicionamento, conteúdo e relacionamento com clientes, e coordena o blog desde a sua criação.",
                     *         "image": {
                     *           "id": 1,
                     *           "url": "https://crm.rcsistemas.example.com/webhooks",
                     *           "thumbnail": "/cms-api/media/file/orcamento-anual-400x225.webp",
                     *           "alt": "Gráfico de receitas e despesas ao longo do ano"
                     *         },
                     *         "gender": "female",
                     *         "access": [
                     *           "dashboard"
                     *         ],
                     *         "email_verified": true,
                     *         "created_by": 1,
                     *         "created_by_unique_key": "3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b",
                     *         "createdAt": "2026-11-20T13:30:00.000Z",
                     *         "updatedAt": "2026-11-20T13:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["User"];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    userCreate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the first request with this key runs and its answer (success or refusal) is kept for 24 hours; the same key with the same request answers it again, marked `Idempotent-Replayed: true`, without doing the work twice, on any instance. The same key with another request answers 422; while the first still runs, 409 with Retry-After. A key belongs to its caller and operation. A request the contract refuses (400) does not use the key.
                 * @example 6f1c2b7e-3d4a-4e5f-9a8b-7c6d5e4f3a2b
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Paula",
                 *       "last_name": "Ribeiro",
                 *       "email": "paula.ribeiro@rcsistemas.example.com",
                 *       "position": "admin",
                 *       "permission": "admin",
                 *       "access": [
                 *         "dashboard"
                 *       ],
                 *       "gender": "female",
                 *       "phone": "11988881201",
                 *       "type": "staff",
                 *       "created_by": null,
                 *       "created_by_unique_key": "3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b"
                 *     }
                 */
                "application/json": {
                    name: string;
                    last_name: string;
                    email: string;
                    /** @enum {string} */
                    position: "admin" | "manager" | "operational" | "internship" | "ceo" | "marketing_director";
                    /** @enum {string} */
                    permission?: "admin" | "manager" | "operational" | "internship" | "ceo" | "marketing_director";
                    /** @default [] */
                    access?: ("dashboard" | "article_management" | "article_writing" | "site_editor" | "user_management" | "settings")[];
                    /** @enum {string} */
                    gender?: "female" | "male" | "other" | "not_informed";
                    phone?: string;
                    /** @enum {string} */
                    type?: "staff" | "author";
                    created_by?: unknown;
                    created_by_unique_key?: unknown;
                };
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "user": {
                     *           "id": 1,
                     *           "unique_key": "3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b",
                     *           "name": "Mariana",
                     *           "first_name": "Mariana",
                     *           "last_name": "Costa",
                     *           "full_name": "Mariana Costa",
                     *           "email": "mariana.costa@example.com",
                     *           "position": "admin",
                     *           "permission": "admin",
                     *           "type": "staff",
                     *           "status": "active",
                     *           "phone": "11988881201",
                     *           "cpf": "52998224725",
                     *           "biography": "Diretora de marketing com quinze anos de experiência em empresas de software B2B. Escreve sobre posicionamento, conteúdo e relacionamento com clientes, e coordena o blog desde a sua criação.",
                     *           "image": {
                     *             "id": 1,
                     *             "url": "https://crm.rcsistemas.example.com/webhooks",
                     *             "thumbnail": "/cms-api/media/file/orcamento-anual-400x225.webp",
                     *             "alt": "Gráfico de receitas e despesas ao longo do ano"
                     *           },
                     *           "gender": "female",
                     *           "access": [
                     *             "dashboard"
                     *           ],
                     *           "email_verified": true,
                     *           "created_by": 1,
                     *           "created_by_unique_key": "3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b",
                     *           "createdAt": "2026-11-20T13:30:00.000Z",
                     *           "updatedAt": "2026-11-20T13:30:00.000Z"
                     *         },
                     *         "first_access_password": "Pr1meiro!Acesso"
                     *       },
                     *       "message": "User created successfully"
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["CreatedUser"];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "CONFLICT",
                     *       "message": "That e-mail is already in use"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "Invalid CPF",
                     *       "errors": [
                     *         {
                     *           "field": "cpf",
                     *           "message": "Invalid CPF"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    usersList: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the first request with this key runs and its answer (success or refusal) is kept for 24 hours; the same key with the same request answers it again, marked `Idempotent-Replayed: true`, without doing the work twice, on any instance. The same key with another request answers 422; while the first still runs, 409 with Retry-After. A key belongs to its caller and operation. A request the contract refuses (400) does not use the key.
                 * @example 6f1c2b7e-3d4a-4e5f-9a8b-7c6d5e4f3a2b
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "page": 1,
                 *       "limit": 10,
                 *       "search": "orçamento"
                 *     }
                 */
                "application/json": {
                    /** @default 1 */
                    page?: number;
                    /** @default 10 */
                    limit?: number;
                    search?: string;
                };
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "unique_key": "3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b",
                     *           "name": "Mariana",
                     *           "first_name": "Mariana",
                     *           "last_name": "Costa",
                     *           "full_name": "Mariana Costa",
                     *           "email": "mariana.costa@example.com",
                     *           "position": "admin",
                     *           "permission": "admin",
                     *           "type": "staff",
                     *           "status": "active",
                     *           "phone": "11988881201",
                     *           "cpf": "52998224725",
                     *           "biography": "Diretora de marketing com quinze anos de experiência em empresas de software B2B. Escreve sobre posicionamento, conteúdo e relacionamento com clientes, e coordena o blog desde a sua criação.",
                     *           "image": {
                     *             "id": 1,
                     *             "url": "https://crm.rcsistemas.example.com/webhooks",
                     *             "thumbnail": "/cms-api/media/file/orcamento-anual-400x225.webp",
                     *             "alt": "Gráfico de receitas e despesas ao longo do ano"
                     *           },
                     *           "gender": "female",
                     *           "access": [
                     *             "dashboard"
                     *           ],
                     *           "email_verified": true,
                     *           "created_by": 1,
                     *           "created_by_unique_key": "3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b",
                     *           "createdAt": "2026-11-20T13:30:00.000Z",
                     *           "updatedAt": "2026-11-20T13:30:00.000Z"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "page": 1,
                     *         "limit": 1,
                     *         "total": 1,
                     *         "totalPages": 1,
                     *         "nextCursor": "eyJ2IjpbIjIwMjYtMTEtMjBUMTM6MzA6MDAuMDAwWiJdLCJpIjoxMiwicCI6Mn0"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["User"][];
                        message?: string;
                        meta: {
                            page: number;
                            limit: number;
                            total: number;
                            totalPages: number;
                            nextCursor?: string | null;
                        };
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "CONFLICT",
                     *       "message": "A request with this Idempotency-Key is still in progress; try again in a moment"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "Refers to a record that does not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    userUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource, as its answers give it (digits, or 24 hex characters on MongoDB). */
                id: string;
                /** @description The resource's unique key (a UUID), as its answers give it: the id and the key must name the same record. */
                uniqueKey: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Mariana",
                 *       "last_name": "Costa",
                 *       "email": "mariana.costa@example.com",
                 *       "position": "admin",
                 *       "permission": "admin",
                 *       "access": [
                 *         "dashboard"
                 *       ],
                 *       "gender": "female",
                 *       "phone": "11988881201",
                 *       "cpf": "52998224725",
                 *       "biography": "Diretora de marketing com quinze anos de experiência em empresas de software B2B. Escreve sobre posicionamento, conteúdo e relacionamento com clientes, e coordena o blog desde a sua criação.",
                 *       "image": "1",
                 *       "type": "staff",
                 *       "created_by": null,
                 *       "created_by_unique_key": "3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b"
                 *     }
                 */
                "application/json": {
                    name?: string;
                    last_name?: string;
                    email?: string;
                    /** @enum {string} */
                    position?: "admin" | "manager" | "operational" | "internship" | "ceo" | "marketing_director";
                    /** @enum {string} */
                    permission?: "admin" | "manager" | "operational" | "internship" | "ceo" | "marketing_director";
                    access?: ("dashboard" | "article_management" | "article_writing" | "site_editor" | "user_management" | "settings")[];
                    /** @enum {string} */
                    gender?: "female" | "male" | "other" | "not_informed";
                    phone?: string;
                    cpf?: string;
                    biography?: string;
                    image?: (string | number) | null;
                    /** @enum {string} */
                    type?: "staff" | "author";
                    created_by?: unknown;
                    created_by_unique_key?: unknown;
                };
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "unique_key": "3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b",
                     *         "name": "Mariana",
                     *         "first_name": "Mariana",
                     *         "last_name": "Costa",
                     *         "full_name": "Mariana Costa",
                     *         "email": "mariana.costa@example.com",
                     *         "position": "admin",
                     *         "permission": "admin",
                     *         "type": "staff",
                     *         "status": "active",
                     *         "phone": "11988881201",
                     *         "cpf": "52998224725",
                     *         "biography": "Diretora de marketing com quinze anos de experiência em empresas de software B2B. Escreve sobre posicionamento, conteúdo e relacionamento com clientes, e coordena o blog desde a sua criação.",
                     *         "image": {
                     *           "id": 1,
                     *           "url": "https://crm.rcsistemas.example.com/webhooks",
                     *           "thumbnail": "/cms-api/media/file/orcamento-anual-400x225.webp",
                     *           "alt": "Gráfico de receitas e despesas ao longo do ano"
                     *         },
                     *         "gender": "female",
                     *         "access": [
                     *           "dashboard"
                     *         ],
                     *         "email_verified": true,
                     *         "created_by": 1,
                     *         "created_by_unique_key": "3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b",
                     *         "createdAt": "2026-11-20T13:30:00.000Z",
                     *         "updatedAt": "2026-11-20T13:30:00.000Z"
                     *       },
                     *       "message": "User updated successfully"
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["User"];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "CONFLICT",
                     *       "message": "That e-mail is already in use"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "Invalid CPF",
                     *       "errors": [
                     *         {
                     *           "field": "cpf",
                     *           "message": "Invalid CPF"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    userDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource, as its answers give it (digits, or 24 hex characters on MongoDB). */
                id: string;
                /** @description The resource's unique key (a UUID), as its answers give it: the id and the key must name the same record. */
                uniqueKey: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": null,
                     *       "message": "User deleted successfully"
                     *     }
                     */
                    "application/json": {
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "CONFLICT",
                     *       "message": "This user has articles: deactivate the account instead"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    userStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource, as its answers give it (digits, or 24 hex characters on MongoDB). */
                id: string;
                /** @description The resource's unique key (a UUID), as its answers give it: the id and the key must name the same record. */
                uniqueKey: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "active"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    status: "active" | "inactive" | "blocked";
                };
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "unique_key": "3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b",
                     *         "name": "Mariana",
                     *         "first_name": "Mariana",
                     *         "last_name": "Costa",
                     *         "full_name": "Mariana Costa",
                     *         "email": "mariana.costa@example.com",
                     *         "position": "admin",
                     *         "permission": "admin",
                     *         "type": "staff",
                     *         "status": "active",
                     *         "phone": "11988881201",
                     *         "cpf": "52998224725",
                     *         "biography": "Diretora de marketing com quinze anos de experiência em empresas de software B2B. Escreve sobre posicionamento, conteúdo e relacionamento com clientes, e coordena o blog desde a sua criação.",
                     *         "image": {
                     *           "id": 1,
                     *           "url": "https://crm.rcsistemas.example.com/webhooks",
                     *           "thumbnail": "/cms-api/media/file/orcamento-anual-400x225.webp",
                     *           "alt": "Gráfico de receitas e despesas ao longo do ano"
                     *         },
                     *         "gender": "female",
                     *         "access": [
                     *           "dashboard"
                     *         ],
                     *         "email_verified": true,
                     *         "created_by": 1,
                     *         "created_by_unique_key": "3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b",
                     *         "createdAt": "2026-11-20T13:30:00.000Z",
                     *         "updatedAt": "2026-11-20T13:30:00.000Z"
                     *       },
                     *       "message": "User status changed successfully"
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["User"];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "Refers to a record that does not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    userActiveRoutes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource, as its answers give it (digits, or 24 hex characters on MongoDB). */
                id: string;
                /** @description Any text: kept for the older clients that send it; the answer does not depend on it. */
                flag: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "user": {
                     *           "id": 1,
                     *           "unique_key": "3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b",
                     *           "name": "Mariana",
                     *           "first_name": "Mariana",
                     *           "last_name": "Costa",
                     *           "full_name": "Mariana Costa",
                     *           "email": "mariana.costa@example.com",
                     *           "position": "admin",
                     *           "permission": "admin",
                     *           "type": "staff",
                     *           "status": "active",
                     *           "phone": "11988881201",
                     *           "cpf": "52998224725",
                     *           "biography": "Diretora de marketing com quinze anos de experiência em empresas de software B2B. Escreve sobre posicionamento, conteúdo e relacionamento com clientes, e coordena o blog desde a sua criação.",
                     *           "image": {
                     *             "id": 1,
                     *             "url": "https://crm.rcsistemas.example.com/webhooks",
                     *             "thumbnail": "/cms-api/media/file/orcamento-anual-400x225.webp",
                     *             "alt": "Gráfico de receitas e despesas ao longo do ano"
                     *           },
                     *           "gender": "female",
                     *           "access": [
                     *             "dashboard"
                     *           ],
                     *           "email_verified": true,
                     *           "created_by": 1,
                     *           "created_by_unique_key": "3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b",
                     *           "createdAt": "2026-11-20T13:30:00.000Z",
                     *           "updatedAt": "2026-11-20T13:30:00.000Z"
                     *         },
                     *         "roles": [
                     *           {
                     *             "name": "Mariana",
                     *             "active_routes": [
                     *               "dashboard"
                     *             ]
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["UserWithRoles"];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    recentUpdatedUsers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description How many of the most recently changed authors to list, 1 to 50. */
                param: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "unique_key": "3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b",
                     *           "name": "Mariana",
                     *           "last_name": "Costa",
                     *           "full_name": "Mariana Costa",
                     *           "position": "admin",
                     *           "biography": "Diretora de marketing com quinze anos de experiência em empresas de software B2B. Escreve sobre posicionamento, conteúdo e relacionamento com clientes, e coordena o blog desde a sua criação.",
                     *           "image": {
                     *             "id": 1,
                     *             "url": "https://crm.rcsistemas.example.com/webhooks",
                     *             "thumbnail": "/cms-api/media/file/orcamento-anual-400x225.webp",
                     *             "alt": "Gráfico de receitas e despesas ao longo do ano"
                     *           },
                     *           "gender": "female",
                     *           "type": "staff",
                     *           "updatedAt": "2026-11-20T13:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["PublicAuthor"][];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    publicAuthor: {
        parameters: {
            query?: {
                /** @description Language of the content (else Accept-Language, else pt-BR); a text not yet translated comes in pt-BR. The answer names it in Content-Language. */
                lang?: "pt-BR" | "en" | "es" | "fr" | "ht";
            };
            header?: never;
            path: {
                /** @description The author's unique key (a UUID). */
                a: string;
                /** @description The author's id. */
                b: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "unique_key": "3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b",
                     *         "name": "Mariana",
                     *         "last_name": "Costa",
                     *         "full_name": "Mariana Costa",
                     *         "position": "admin",
                     *         "biography": "Diretora de marketing com quinze anos de experiência em empresas de software B2B. Escreve sobre posicionamento, conteúdo e relacionamento com clientes, e coordena o blog desde a sua criação.",
                     *         "image": {
                     *           "id": 1,
                     *           "url": "https://crm.rcsistemas.example.com/webhooks",
                     *           "thumbnail": "/cms-api/media/file/orcamento-anual-400x225.webp",
                     *           "alt": "Gráfico de receitas e despesas ao longo do ano"
                     *         },
                     *         "gender": "female",
                     *         "type": "staff",
                     *         "updatedAt": "2026-11-20T13:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["PublicAuthor"];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    profileGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "unique_key": "3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b",
                     *         "name": "Mariana",
                     *         "first_name": "Mariana",
                     *         "last_name": "Costa",
                     *         "full_name": "Mariana Costa",
                     *         "email": "mariana.costa@example.com",
                     *         "position": "admin",
                     *         "permission": "admin",
                     *         "type": "staff",
                     *         "status": "active",
                     *         "phone": "11988881201",
                     *         "cpf": "52998224725",
                     *         "biography": "Diretora de marketing com quinze anos de experiência em empresas de software B2B. Escreve sobre posicionamento, conteúdo e relacionamento com clientes, e coordena o blog desde a sua criação.",
                     *         "image": {
                     *           "id": 1,
                     *           "url": "https://crm.rcsistemas.example.com/webhooks",
                     *           "thumbnail": "/cms-api/media/file/orcamento-anual-400x225.webp",
                     *           "alt": "Gráfico de receitas e despesas ao longo do ano"
                     *         },
                     *         "gender": "female",
                     *         "access": [
                     *           "dashboard"
                     *         ],
                     *         "email_verified": true,
                     *         "created_by": 1,
                     *         "created_by_unique_key": "3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b",
                     *         "createdAt": "2026-11-20T13:30:00.000Z",
                     *         "updatedAt": "2026-11-20T13:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["User"];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    profileUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Mariana",
                 *       "last_name": "Costa",
                 *       "phone": "11988881201",
                 *       "cpf": "52998224725",
                 *       "biography": "Diretora de marketing com quinze anos de experiência em empresas de software B2B. Escreve sobre posicionamento, conteúdo e relacionamento com clientes, e coordena o blog desde a sua criação.",
                 *       "position": "admin",
                 *       "image": "1",
                 *       "gender": "female"
                 *     }
                 */
                "application/json": {
                    name?: string;
                    last_name?: string;
                    phone?: string;
                    cpf?: string;
                    biography?: string;
                    /** @enum {string} */
                    position?: "admin" | "manager" | "operational" | "internship" | "ceo" | "marketing_director";
                    image?: (string | number) | null;
                    /** @enum {string} */
                    gender?: "female" | "male" | "other" | "not_informed";
                };
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "unique_key": "3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b",
                     *         "name": "Mariana",
                     *         "first_name": "Mariana",
                     *         "last_name": "Costa",
                     *         "full_name": "Mariana Costa",
                     *         "email": "mariana.costa@example.com",
                     *         "position": "admin",
                     *         "permission": "admin",
                     *         "type": "staff",
                     *         "status": "active",
                     *         "phone": "11988881201",
                     *         "cpf": "52998224725",
                     *         "biography": "Diretora de marketing com quinze anos de experiência em empresas de software B2B. Escreve sobre posicionamento, conteúdo e relacionamento com clientes, e coordena o blog desde a sua criação.",
                     *         "image": {
                     *           "id": 1,
                     *           "url": "https://crm.rcsistemas.example.com/webhooks",
                     *           "thumbnail": "/cms-api/media/file/orcamento-anual-400x225.webp",
                     *           "alt": "Gráfico de receitas e despesas ao longo do ano"
                     *         },
                     *         "gender": "female",
                     *         "access": [
                     *           "dashboard"
                     *         ],
                     *         "email_verified": true,
                     *         "created_by": 1,
                     *         "created_by_unique_key": "3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b",
                     *         "createdAt": "2026-11-20T13:30:00.000Z",
                     *         "updatedAt": "2026-11-20T13:30:00.000Z"
                     *       },
                     *       "message": "User updated successfully"
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["User"];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "Invalid CPF",
                     *       "errors": [
                     *         {
                     *           "field": "cpf",
                     *           "message": "Invalid CPF"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    publicArticles: {
        parameters: {
            query?: {
                /** @description The page, from 1. With a cursor, the cursor decides and page only names it. */
                page?: number;
                /** @description How many items a page holds. */
                limit?: number;
                /** @description The next page's place: meta.nextCursor of the previous answer. Faster than page on deep pages; cannot be combined with search. */
                cursor?: string;
                /** @description Words to find (each matched as a prefix, accents ignored); answers are ranked by relevance. */
                search?: string;
                /** @description Only articles in this category (its id). */
                category?: string;
                /** @description Only articles with this tag (its id). */
                tag?: string;
                /** @description Only articles by this author (a user’s id). */
                author?: string;
                /** @description Language of the content (else Accept-Language, else pt-BR); a text not yet translated comes in pt-BR. The answer names it in Content-Language. */
                lang?: "pt-BR" | "en" | "es" | "fr" | "ht";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "slug": "como-montar-um-orcamento-anual-realista-para-a-sua-empresa",
                     *           "title": "Como montar um orçamento anual realista para a sua empresa",
                     *           "excerpt": "Um passo a passo para transformar o histórico de receitas e despesas em metas que a equipe consegue cumprir.",
                     *           "image": {
                     *             "id": 1,
                     *             "url": "https://crm.rcsistemas.example.com/webhooks",
                     *             "alt": "Gráfico de receitas e despesas ao longo do ano",
                     *             "width": 1,
                     *             "height": 1,
                     *             "sizes": {}
                     *           },
                     *           "categories": [
                     *             {
                     *               "id": 1,
                     *               "name": "Mariana",
                     *               "slug": "como-montar-um-orcamento-anual-realista-para-a-sua-empresa",
                     *               "textColor": "#FFFFFF",
                     *               "backgroundColor": "#02236B"
                     *             }
                     *           ],
                     *           "tags": [
                     *             {
                     *               "id": 1,
                     *               "name": "Mariana",
                     *               "slug": "como-montar-um-orcamento-anual-realista-para-a-sua-empresa"
                     *             }
                     *           ],
                     *           "publishedAt": "2026-11-20T13:30:00.000Z",
                     *           "readTime": 1,
                     *           "author": {
                     *             "id": 1,
                     *             "unique_key": "3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b",
                     *             "name": "Mariana",
                     *             "last_name": "Costa",
                     *             "full_name": "Mariana Costa",
                     *             "position": "admin",
                     *             "biography": "Diretora de marketing com quinze anos de experiência em empresas de software B2B. Escreve sobre posicionamento, conteúdo e relacionamento com clientes, e coordena o blog desde a sua criação.",
                     *             "image": {
                     *               "id": 1,
                     *               "url": "https://crm.rcsistemas.example.com/webhooks",
                     *               "thumbnail": "/cms-api/media/file/orcamento-anual-400x225.webp",
                     *               "alt": "Gráfico de receitas e despesas ao longo do ano"
                     *             },
                     *             "gender": "female",
                     *             "type": "staff",
                     *             "updatedAt": "2026-11-20T13:30:00.000Z"
                     *           },
                     *           "lang": "pt-BR"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "page": 1,
                     *         "limit": 1,
                     *         "total": 1,
                     *         "totalPages": 1,
                     *         "nextCursor": "eyJ2IjpbIjIwMjYtMTEtMjBUMTM6MzA6MDAuMDAwWiJdLCJpIjoxMiwicCI6Mn0"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ArticleCard"][];
                        message?: string;
                        meta: {
                            page: number;
                            limit: number;
                            total: number;
                            totalPages: number;
                            nextCursor?: string | null;
                        };
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "This page link is no longer valid: start again from the first page",
                     *       "errors": [
                     *         {
                     *           "field": "query.cursor",
                     *           "message": "This page link is no longer valid: start again from the first page"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "BUSY",
                     *       "message": "The service is briefly unavailable. Please try again in a moment."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    publicArticle: {
        parameters: {
            query?: {
                /** @description Language of the content (else Accept-Language, else pt-BR); a text not yet translated comes in pt-BR. The answer names it in Content-Language. */
                lang?: "pt-BR" | "en" | "es" | "fr" | "ht";
            };
            header?: never;
            path: {
                /** @description The article’s slug in any language it was published in (an old slug answers with the current one). */
                slug: string;
                /** @description The article’s id: it decides, and a stale slug answers with the current address. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "slug": "como-montar-um-orcamento-anual-realista-para-a-sua-empresa",
                     *         "title": "Como montar um orçamento anual realista para a sua empresa",
                     *         "excerpt": "Um passo a passo para transformar o histórico de receitas e despesas em metas que a equipe consegue cumprir.",
                     *         "image": {
                     *           "id": 1,
                     *           "url": "https://crm.rcsistemas.example.com/webhooks",
                     *           "alt": "Gráfico de receitas e despesas ao longo do ano",
                     *           "width": 1,
                     *           "height": 1,
                     *           "sizes": {}
                     *         },
                     *         "categories": [
                     *           {
                     *             "id": 1,
                     *             "name": "Mariana",
                     *             "slug": "como-montar-um-orcamento-anual-realista-para-a-sua-empresa",
                     *             "textColor": "#FFFFFF",
                     *             "backgroundColor": "#02236B"
                     *           }
                     *         ],
                     *         "tags": [
                     *           {
                     *             "id": 1,
                     *             "name": "Mariana",
                     *             "slug": "como-montar-um-orcamento-anual-realista-para-a-sua-empresa"
                     *           }
                     *         ],
                     *         "publishedAt": "2026-11-20T13:30:00.000Z",
                     *         "readTime": 1,
                     *         "author": {
                     *           "id": 1,
                     *           "unique_key": "3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b",
                     *           "name": "Mariana",
                     *           "last_name": "Costa",
                     *           "full_name": "Mariana Costa",
                     *           "position": "admin",
                     *           "biography": "Diretora de marketing com quinze anos de experiência em empresas de software B2B. Escreve sobre posicionamento, conteúdo e relacionamento com clientes, e coordena o blog desde a sua criação.",
                     *           "image": {
                     *             "id": 1,
                     *             "url": "https://crm.rcsistemas.example.com/webhooks",
                     *             "thumbnail": "/cms-api/media/file/orcamento-anual-400x225.webp",
                     *             "alt": "Gráfico de receitas e despesas ao longo do ano"
                     *           },
                     *           "gender": "female",
                     *           "type": "staff",
                     *           "updatedAt": "2026-11-20T13:30:00.000Z"
                     *         },
                     *         "content": {
                     *           "root": {
                     *             "format": "",
                     *             "indent": 0,
                     *             "version": 1,
                     *             "direction": "ltr",
                     *             "type": "root",
                     *             "children": [
                     *               {
                     *                 "format": "",
                     *                 "indent": 0,
                     *                 "version": 1,
                     *                 "direction": "ltr",
                     *                 "type": "paragraph",
                     *                 "textFormat": 0,
                     *                 "textStyle": "",
                     *                 "children": [
                     *                   {
                     *                     "type": "text",
                     *                     "text": "O orçamento anual costuma nascer de uma planilha herdada do ano anterior.",
                     *                     "format": 0,
                     *                     "style": "",
                     *                     "mode": "normal",
                     *                     "detail": 0,
                     *                     "version": 1
                     *                   }
                     *                 ]
                     *               }
                     *             ]
                     *           }
                     *         },
                     *         "updatedAt": "2026-11-20T13:30:00.000Z",
                     *         "translated": [
                     *           "pt-BR"
                     *         ],
                     *         "slugs": {
                     *           "pt-BR": "como-montar-um-orcamento-anual-realista-para-a-sua-empresa",
                     *           "en": "how-to-build-a-realistic-yearly-budget-for-your-company",
                     *           "es": "como-elaborar-un-presupuesto-anual-realista-para-su-empresa",
                     *           "fr": "comment-construire-un-budget-annuel-realiste-pour-votre-entreprise",
                     *           "ht": "kijan-pou-fe-yon-bidje-anyel-ki-reyalis-pou-antrepriz-ou"
                     *         },
                     *         "original": "pt-BR"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            id: number | string;
                            slug: string;
                            title?: string;
                            excerpt: string;
                            image: {
                                id: number | string;
                                url: string | null;
                                alt: string;
                                width: number | null;
                                height: number | null;
                                sizes: {
                                    [key: string]: {
                                        url: string | null;
                                        width: number | null;
                                        height: number | null;
                                    };
                                };
                            } | null;
                            categories: {
                                id: number | string;
                                name: string;
                                slug: string;
                                textColor: string;
                                backgroundColor: string;
                            }[];
                            tags: components["schemas"]["Tag"][];
                            publishedAt: string | null;
                            readTime: number;
                            author: components["schemas"]["PublicAuthor"] | null;
                            content: unknown;
                            updatedAt: string | null;
                            translated: ("pt-BR" | "en" | "es" | "fr" | "ht")[];
                            slugs: {
                                [key: string]: string;
                            };
                            /** @enum {string} */
                            original: "pt-BR" | "en" | "es" | "fr" | "ht";
                        };
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    popularArticles: {
        parameters: {
            query?: {
                /** @description The period the figures cover, ending now. */
                period?: "7" | "30" | "90" | "365";
                /** @description How many items a page holds. */
                limit?: number;
                /** @description Language of the content (else Accept-Language, else pt-BR); a text not yet translated comes in pt-BR. The answer names it in Content-Language. */
                lang?: "pt-BR" | "en" | "es" | "fr" | "ht";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "slug": "como-montar-um-orcamento-anual-realista-para-a-sua-empresa",
                     *           "title": "Como montar um orçamento anual realista para a sua empresa",
                     *           "excerpt": "Um passo a passo para transformar o histórico de receitas e despesas em metas que a equipe consegue cumprir.",
                     *           "image": {
                     *             "id": 1,
                     *             "url": "https://crm.rcsistemas.example.com/webhooks",
                     *             "alt": "Gráfico de receitas e despesas ao longo do ano",
                     *             "width": 1,
                     *             "height": 1,
                     *             "sizes": {}
                     *           },
                     *           "categories": [
                     *             {
                     *               "id": 1,
                     *               "name": "Mariana",
                     *               "slug": "como-montar-um-orcamento-anual-realista-para-a-sua-empresa",
                     *               "textColor": "#FFFFFF",
                     *               "backgroundColor": "#02236B"
                     *             }
                     *           ],
                     *           "tags": [
                     *             {
                     *               "id": 1,
                     *               "name": "Mariana",
                     *               "slug": "como-montar-um-orcamento-anual-realista-para-a-sua-empresa"
                     *             }
                     *           ],
                     *           "publishedAt": "2026-11-20T13:30:00.000Z",
                     *           "readTime": 1,
                     *           "author": {
                     *             "id": 1,
                     *             "unique_key": "3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b",
                     *             "name": "Mariana",
                     *             "last_name": "Costa",
                     *             "full_name": "Mariana Costa",
                     *             "position": "admin",
                     *             "biography": "Diretora de marketing com quinze anos de experiência em empresas de software B2B. Escreve sobre posicionamento, conteúdo e relacionamento com clientes, e coordena o blog desde a sua criação.",
                     *             "image": {
                     *               "id": 1,
                     *               "url": "https://crm.rcsistemas.example.com/webhooks",
                     *               "thumbnail": "/cms-api/media/file/orcamento-anual-400x225.webp",
                     *               "alt": "Gráfico de receitas e despesas ao longo do ano"
                     *             },
                     *             "gender": "female",
                     *             "type": "staff",
                     *             "updatedAt": "2026-11-20T13:30:00.000Z"
                     *           },
                     *           "lang": "pt-BR",
                     *           "reads": 1
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["PopularArticle"][];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "BUSY",
                     *       "message": "The service is briefly unavailable. Please try again in a moment."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    articleRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource, as its answers give it (digits, or 24 hex characters on MongoDB). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "counted": true
                     *       },
                     *       "message": "Read counted"
                     *     }
                     */
                    "application/json": {
                        data: {
                            counted: boolean;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    articlesList: {
        parameters: {
            query?: {
                /** @description The page, from 1. With a cursor, the cursor decides and page only names it. */
                page?: number;
                /** @description How many items a page holds. */
                limit?: number;
                /** @description The next page's place: meta.nextCursor of the previous answer. Faster than page on deep pages; cannot be combined with search. */
                cursor?: string;
                /** @description Words to find (each matched as a prefix, accents ignored); answers are ranked by relevance. */
                search?: string;
                /** @description Only items in this status. */
                status?: "draft" | "review" | "scheduled" | "published";
                /** @description Only articles in this category (its id). */
                category?: string;
                /** @description Only articles by this author (a user’s id). */
                author?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "slug": "como-montar-um-orcamento-anual-realista-para-a-sua-empresa",
                     *           "title": "Como montar um orçamento anual realista para a sua empresa",
                     *           "excerpt": "Um passo a passo para transformar o histórico de receitas e despesas em metas que a equipe consegue cumprir.",
                     *           "image": {
                     *             "id": 1,
                     *             "url": "https://crm.rcsistemas.example.com/webhooks",
                     *             "alt": "Gráfico de receitas e despesas ao longo do ano",
                     *             "width": 1,
                     *             "height": 1,
                     *             "sizes": {}
                     *           },
                     *           "categories": [
                     *             {
                     *               "id": 1,
                     *               "name": "Mariana",
                     *               "slug": "como-montar-um-orcamento-anual-realista-para-a-sua-empresa",
                     *               "textColor": "#FFFFFF",
                     *               "backgroundColor": "#02236B"
                     *             }
                     *           ],
                     *           "tags": [
                     *             {
                     *               "id": 1,
                     *               "name": "Mariana",
                     *               "slug": "como-montar-um-orcamento-anual-realista-para-a-sua-empresa"
                     *             }
                     *           ],
                     *           "publishedAt": "2026-11-20T13:30:00.000Z",
                     *           "readTime": 1,
                     *           "author": {
                     *             "id": 1,
                     *             "full_name": "Mariana Costa"
                     *           },
                     *           "status": "draft",
                     *           "sendToSubscribers": true,
                     *           "imageAlt": "Gráfico de receitas e despesas ao longo do ano",
                     *           "content": {
                     *             "root": {
                     *               "format": "",
                     *               "indent": 0,
                     *               "version": 1,
                     *               "direction": "ltr",
                     *               "type": "root",
                     *               "children": [
                     *                 {
                     *                   "format": "",
                     *                   "indent": 0,
                     *                   "version": 1,
                     *                   "direction": "ltr",
                     *                   "type": "paragraph",
                     *                   "textFormat": 0,
                     *                   "textStyle": "",
                     *                   "children": [
                     *                     {
                     *                       "type": "text",
                     *                       "text": "O orçamento anual costuma nascer de uma planilha herdada do ano anterior.",
                     *                       "format": 0,
                     *                       "style": "",
                     *                       "mode": "normal",
                     *                       "detail": 0,
                     *                       "version": 1
                     *                     }
                     *                   ]
                     *                 }
                     *               ]
                     *             }
                     *           },
                     *           "createdAt": "2026-11-20T13:30:00.000Z",
                     *           "updatedAt": "2026-11-20T13:30:00.000Z",
                     *           "translated": [
                     *             "pt-BR"
                     *           ],
                     *           "original": "pt-BR",
                     *           "review": {
                     *             "note": "Faltou citar a fonte dos números do segundo parágrafo.",
                     *             "by": {
                     *               "id": 1,
                     *               "full_name": "Mariana Costa"
                     *             },
                     *             "at": "2026-11-20T13:30:00.000Z"
                     *           }
                     *         }
                     *       ],
                     *       "meta": {
                     *         "page": 1,
                     *         "limit": 1,
                     *         "total": 1,
                     *         "totalPages": 1,
                     *         "nextCursor": "eyJ2IjpbIjIwMjYtMTEtMjBUMTM6MzA6MDAuMDAwWiJdLCJpIjoxMiwicCI6Mn0"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Article"][];
                        message?: string;
                        meta: {
                            page: number;
                            limit: number;
                            total: number;
                            totalPages: number;
                            nextCursor?: string | null;
                        };
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "This page link is no longer valid: start again from the first page",
                     *       "errors": [
                     *         {
                     *           "field": "query.cursor",
                     *           "message": "This page link is no longer valid: start again from the first page"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "BUSY",
                     *       "message": "The service is briefly unavailable. Please try again in a moment."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    articleCreate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the first request with this key runs and its answer (success or refusal) is kept for 24 hours; the same key with the same request answers it again, marked `Idempotent-Replayed: true`, without doing the work twice, on any instance. The same key with another request answers 422; while the first still runs, 409 with Retry-After. A key belongs to its caller and operation. A request the contract refuses (400) does not use the key.
                 * @example 6f1c2b7e-3d4a-4e5f-9a8b-7c6d5e4f3a2b
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Cinco indicadores para acompanhar o caixa toda semana",
                 *       "excerpt": "Um passo a passo para transformar o histórico de receitas e despesas em metas que a equipe consegue cumprir.",
                 *       "content": {
                 *         "root": {
                 *           "format": "",
                 *           "indent": 0,
                 *           "version": 1,
                 *           "direction": "ltr",
                 *           "type": "root",
                 *           "children": [
                 *             {
                 *               "format": "",
                 *               "indent": 0,
                 *               "version": 1,
                 *               "direction": "ltr",
                 *               "type": "paragraph",
                 *               "textFormat": 0,
                 *               "textStyle": "",
                 *               "children": [
                 *                 {
                 *                   "type": "text",
                 *                   "text": "O orçamento anual costuma nascer de uma planilha herdada do ano anterior.",
                 *                   "format": 0,
                 *                   "style": "",
                 *                   "mode": "normal",
                 *                   "detail": 0,
                 *                   "version": 1
                 *                 }
                 *               ]
                 *             }
                 *           ]
                 *         }
                 *       },
                 *       "image": "1",
                 *       "imageAlt": "Gráfico de receitas e despesas ao longo do ano",
                 *       "categories": [
                 *         "1"
                 *       ],
                 *       "tags": [
                 *         "1"
                 *       ],
                 *       "tagNames": [
                 *         "Orçamento"
                 *       ],
                 *       "status": "draft",
                 *       "publishedAt": "2026-11-20T13:30:00.000Z",
                 *       "sendToSubscribers": true,
                 *       "original": "pt-BR"
                 *     }
                 */
                "application/json": {
                    title: string;
                    excerpt?: string;
                    content: {
                        root: {
                            /** @constant */
                            type: "root";
                            children: ({
                                type: string;
                                /** @default 1 */
                                version?: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                            /** @default null */
                            direction?: ("ltr" | "rtl") | null;
                            /**
                             * @default
                             * @enum {string}
                             */
                            format?: "" | "left" | "start" | "center" | "right" | "end" | "justify";
                            /** @default 0 */
                            indent?: number;
                            /** @default 1 */
                            version?: number;
                        } & {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                    image: string | number;
                    imageAlt?: string;
                    categories: (string | number)[];
                    tags?: (string | number)[];
                    tagNames?: string[];
                    /**
                     * @default draft
                     * @enum {string}
                     */
                    status?: "draft" | "review" | "scheduled" | "published";
                    /** Format: date-time */
                    publishedAt?: string;
                    sendToSubscribers?: boolean;
                    /** @enum {string} */
                    original?: "pt-BR" | "en" | "es" | "fr" | "ht";
                };
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "slug": "como-montar-um-orcamento-anual-realista-para-a-sua-empresa",
                     *         "title": "Como montar um orçamento anual realista para a sua empresa",
                     *         "excerpt": "Um passo a passo para transformar o histórico de receitas e despesas em metas que a equipe consegue cumprir.",
                     *         "image": {
                     *           "id": 1,
                     *           "url": "https://crm.rcsistemas.example.com/webhooks",
                     *           "alt": "Gráfico de receitas e despesas ao longo do ano",
                     *           "width": 1,
                     *           "height": 1,
                     *           "sizes": {}
                     *         },
                     *         "categories": [
                     *           {
                     *             "id": 1,
                     *             "name": "Mariana",
                     *             "slug": "como-montar-um-orcamento-anual-realista-para-a-sua-empresa",
                     *             "textColor": "#FFFFFF",
                     *             "backgroundColor": "#02236B"
                     *           }
                     *         ],
                     *         "tags": [
                     *           {
                     *             "id": 1,
                     *             "name": "Mariana",
                     *             "slug": "como-montar-um-orcamento-anual-realista-para-a-sua-empresa"
                     *           }
                     *         ],
                     *         "publishedAt": "2026-11-20T13:30:00.000Z",
                     *         "readTime": 1,
                     *         "author": {
                     *           "id": 1,
                     *           "full_name": "Mariana Costa"
                     *         },
                     *         "status": "draft",
                     *         "sendToSubscribers": true,
                     *         "imageAlt": "Gráfico de receitas e despesas ao longo do ano",
                     *         "content": {
                     *           "root": {
                     *             "format": "",
                     *             "indent": 0,
                     *             "version": 1,
                     *             "direction": "ltr",
                     *             "type": "root",
                     *             "children": [
                     *               {
                     *                 "format": "",
                     *                 "indent": 0,
                     *                 "version": 1,
                     *                 "direction": "ltr",
                     *                 "type": "paragraph",
                     *                 "textFormat": 0,
                     *                 "textStyle": "",
                     *                 "children": [
                     *                   {
                     *                     "type": "text",
                     *                     "text": "O orçamento anual costuma nascer de uma planilha herdada do ano anterior.",
                     *                     "format": 0,
                     *                     "style": "",
                     *                     "mode": "normal",
                     *                     "detail": 0,
                     *                     "version": 1
                     *                   }
                     *                 ]
                     *               }
                     *             ]
                     *           }
                     *         },
                     *         "createdAt": "2026-11-20T13:30:00.000Z",
                     *         "updatedAt": "2026-11-20T13:30:00.000Z",
                     *         "translated": [
                     *           "pt-BR"
                     *         ],
                     *         "original": "pt-BR",
                     *         "review": {
                     *           "note": "Faltou citar a fonte dos números do segundo parágrafo.",
                     *           "by": {
                     *             "id": 1,
                     *             "full_name": "Mariana Costa"
                     *           },
                     *           "at": "2026-11-20T13:30:00.000Z"
                     *         }
                     *       },
                     *       "message": "Article created successfully"
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Article"];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "CONFLICT",
                     *       "message": "An article with that title already exists"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "Refers to a record that does not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    articleCalendar: {
        parameters: {
            query: {
                /** @description The window’s start (an instant, ISO 8601 with its offset). */
                from: string;
                /** @description The window’s end (an instant, ISO 8601 with its offset); at most 43 days after from. */
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "articles": [
                     *           {
                     *             "id": 1,
                     *             "slug": "como-montar-um-orcamento-anual-realista-para-a-sua-empresa",
                     *             "title": "Como montar um orçamento anual realista para a sua empresa",
                     *             "status": "scheduled",
                     *             "publishedAt": "2026-11-20T13:30:00.000Z",
                     *             "author": {
                     *               "id": 1,
                     *               "full_name": "Mariana Costa"
                     *             },
                     *             "categories": [
                     *               {
                     *                 "id": 1,
                     *                 "name": "Mariana"
                     *               }
                     *             ],
                     *             "sendToSubscribers": true
                     *           }
                     *         ],
                     *         "sends": [
                     *           {
                     *             "id": 1,
                     *             "article": 1,
                     *             "title": "Como montar um orçamento anual realista para a sua empresa",
                     *             "status": "done",
                     *             "at": "2026-11-20T13:30:00.000Z",
                     *             "sent": 1
                     *           }
                     *         ],
                     *         "truncated": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            articles: {
                                id: number | string;
                                slug: string;
                                title: string;
                                /** @enum {string} */
                                status: "scheduled" | "published";
                                /** Format: date-time */
                                publishedAt: string;
                                author: {
                                    id: (number | string) | null;
                                    full_name: string | null;
                                };
                                categories: {
                                    id: number | string;
                                    name: string;
                                }[];
                                sendToSubscribers: boolean;
                            }[];
                            sends: {
                                id: number | string;
                                article: (number | string) | null;
                                title: string | null;
                                status: string;
                                /** Format: date-time */
                                at: string;
                                sent: number;
                            }[];
                            truncated: boolean;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "Choose a period of at most six weeks that does not end before it starts",
                     *       "errors": [
                     *         {
                     *           "field": "query.to",
                     *           "message": "Choose a period of at most six weeks that does not end before it starts"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    articleGet: {
        parameters: {
            query?: {
                /** @description Language of the texts read or written (else pt-BR): that language's own title, excerpt and content, empty where not yet translated; `translated` lists the languages written. */
                lang?: "pt-BR" | "en" | "es" | "fr" | "ht";
            };
            header?: never;
            path: {
                /** @description The id of the resource, as its answers give it (digits, or 24 hex characters on MongoDB). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "slug": "como-montar-um-orcamento-anual-realista-para-a-sua-empresa",
                     *         "title": "Como montar um orçamento anual realista para a sua empresa",
                     *         "excerpt": "Um passo a passo para transformar o histórico de receitas e despesas em metas que a equipe consegue cumprir.",
                     *         "image": {
                     *           "id": 1,
                     *           "url": "https://crm.rcsistemas.example.com/webhooks",
                     *           "alt": "Gráfico de receitas e despesas ao longo do ano",
                     *           "width": 1,
                     *           "height": 1,
                     *           "sizes": {}
                     *         },
                     *         "categories": [
                     *           {
                     *             "id": 1,
                     *             "name": "Mariana",
                     *             "slug": "como-montar-um-orcamento-anual-realista-para-a-sua-empresa",
                     *             "textColor": "#FFFFFF",
                     *             "backgroundColor": "#02236B"
                     *           }
                     *         ],
                     *         "tags": [
                     *           {
                     *             "id": 1,
                     *             "name": "Mariana",
                     *             "slug": "como-montar-um-orcamento-anual-realista-para-a-sua-empresa"
                     *           }
                     *         ],
                     *         "publishedAt": "2026-11-20T13:30:00.000Z",
                     *         "readTime": 1,
                     *         "author": {
                     *           "id": 1,
                     *           "full_name": "Mariana Costa"
                     *         },
                     *         "status": "draft",
                     *         "sendToSubscribers": true,
                     *         "imageAlt": "Gráfico de receitas e despesas ao longo do ano",
                     *         "content": {
                     *           "root": {
                     *             "format": "",
                     *             "indent": 0,
                     *             "version": 1,
                     *             "direction": "ltr",
                     *             "type": "root",
                     *             "children": [
                     *               {
                     *                 "format": "",
                     *                 "indent": 0,
                     *                 "version": 1,
                     *                 "direction": "ltr",
                     *                 "type": "paragraph",
                     *                 "textFormat": 0,
                     *                 "textStyle": "",
                     *                 "children": [
                     *                   {
                     *                     "type": "text",
                     *                     "text": "O orçamento anual costuma nascer de uma planilha herdada do ano anterior.",
                     *                     "format": 0,
                     *                     "style": "",
                     *                     "mode": "normal",
                     *                     "detail": 0,
                     *                     "version": 1
                     *                   }
                     *                 ]
                     *               }
                     *             ]
                     *           }
                     *         },
                     *         "createdAt": "2026-11-20T13:30:00.000Z",
                     *         "updatedAt": "2026-11-20T13:30:00.000Z",
                     *         "translated": [
                     *           "pt-BR"
                     *         ],
                     *         "original": "pt-BR",
                     *         "review": {
                     *           "note": "Faltou citar a fonte dos números do segundo parágrafo.",
                     *           "by": {
                     *             "id": 1,
                     *             "full_name": "Mariana Costa"
                     *           },
                     *           "at": "2026-11-20T13:30:00.000Z"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Article"];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    articleUpdate: {
        parameters: {
            query?: {
                /** @description Language of the texts read or written (else pt-BR): that language's own title, excerpt and content, empty where not yet translated; `translated` lists the languages written. */
                lang?: "pt-BR" | "en" | "es" | "fr" | "ht";
            };
            header?: never;
            path: {
                /** @description The id of the resource, as its answers give it (digits, or 24 hex characters on MongoDB). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Como montar um orçamento anual realista para a sua empresa",
                 *       "excerpt": "Um passo a passo para transformar o histórico de receitas e despesas em metas que a equipe consegue cumprir.",
                 *       "content": {
                 *         "root": {
                 *           "format": "",
                 *           "indent": 0,
                 *           "version": 1,
                 *           "direction": "ltr",
                 *           "type": "root",
                 *           "children": [
                 *             {
                 *               "format": "",
                 *               "indent": 0,
                 *               "version": 1,
                 *               "direction": "ltr",
                 *               "type": "paragraph",
                 *               "textFormat": 0,
                 *               "textStyle": "",
                 *               "children": [
                 *                 {
                 *                   "type": "text",
                 *                   "text": "O orçamento anual costuma nascer de uma planilha herdada do ano anterior.",
                 *                   "format": 0,
                 *                   "style": "",
                 *                   "mode": "normal",
                 *                   "detail": 0,
                 *                   "version": 1
                 *                 }
                 *               ]
                 *             }
                 *           ]
                 *         }
                 *       },
                 *       "image": "1",
                 *       "imageAlt": "Gráfico de receitas e despesas ao longo do ano",
                 *       "categories": [
                 *         "1"
                 *       ],
                 *       "tags": [
                 *         "1"
                 *       ],
                 *       "tagNames": [
                 *         "Orçamento"
                 *       ],
                 *       "status": "draft",
                 *       "publishedAt": "2026-11-20T13:30:00.000Z",
                 *       "sendToSubscribers": true,
                 *       "original": "pt-BR"
                 *     }
                 */
                "application/json": {
                    title?: string;
                    excerpt?: string;
                    content?: {
                        root: {
                            /** @constant */
                            type: "root";
                            children: ({
                                type: string;
                                /** @default 1 */
                                version?: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                            /** @default null */
                            direction?: ("ltr" | "rtl") | null;
                            /**
                             * @default
                             * @enum {string}
                             */
                            format?: "" | "left" | "start" | "center" | "right" | "end" | "justify";
                            /** @default 0 */
                            indent?: number;
                            /** @default 1 */
                            version?: number;
                        } & {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                    image?: string | number;
                    imageAlt?: string;
                    categories?: (string | number)[];
                    tags?: (string | number)[];
                    tagNames?: string[];
                    /** @enum {string} */
                    status?: "draft" | "review" | "scheduled" | "published";
                    /** Format: date-time */
                    publishedAt?: string;
                    sendToSubscribers?: boolean;
                    /** @enum {string} */
                    original?: "pt-BR" | "en" | "es" | "fr" | "ht";
                };
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "slug": "como-montar-um-orcamento-anual-realista-para-a-sua-empresa",
                     *         "title": "Como montar um orçamento anual realista para a sua empresa",
                     *         "excerpt": "Um passo a passo para transformar o histórico de receitas e despesas em metas que a equipe consegue cumprir.",
                     *         "image": {
                     *           "id": 1,
                     *           "url": "https://crm.rcsistemas.example.com/webhooks",
                     *           "alt": "Gráfico de receitas e despesas ao longo do ano",
                     *           "width": 1,
                     *           "height": 1,
                     *           "sizes": {}
                     *         },
                     *         "categories": [
                     *           {
                     *             "id": 1,
                     *             "name": "Mariana",
                     *             "slug": "como-montar-um-orcamento-anual-realista-para-a-sua-empresa",
                     *             "textColor": "#FFFFFF",
                     *             "backgroundColor": "#02236B"
                     *           }
                     *         ],
                     *         "tags": [
                     *           {
                     *             "id": 1,
                     *             "name": "Mariana",
                     *             "slug": "como-montar-um-orcamento-anual-realista-para-a-sua-empresa"
                     *           }
                     *         ],
                     *         "publishedAt": "2026-11-20T13:30:00.000Z",
                     *         "readTime": 1,
                     *         "author": {
                     *           "id": 1,
                     *           "full_name": "Mariana Costa"
                     *         },
                     *         "status": "draft",
                     *         "sendToSubscribers": true,
                     *         "imageAlt": "Gráfico de receitas e despesas ao longo do ano",
                     *         "content": {
                     *           "root": {
                     *             "format": "",
                     *             "indent": 0,
                     *             "version": 1,
                     *             "direction": "ltr",
                     *             "type": "root",
                     *             "children": [
                     *               {
                     *                 "format": "",
                     *                 "indent": 0,
                     *                 "version": 1,
                     *                 "direction": "ltr",
                     *                 "type": "paragraph",
                     *                 "textFormat": 0,
                     *                 "textStyle": "",
                     *                 "children": [
                     *                   {
                     *                     "type": "text",
                     *                     "text": "O orçamento anual costuma nascer de uma planilha herdada do ano anterior.",
                     *                     "format": 0,
                     *                     "style": "",
                     *                     "mode": "normal",
                     *                     "detail": 0,
                     *                     "version": 1
                     *                   }
                     *                 ]
                     *               }
                     *             ]
                     *           }
                     *         },
                     *         "createdAt": "2026-11-20T13:30:00.000Z",
                     *         "updatedAt": "2026-11-20T13:30:00.000Z",
                     *         "translated": [
                     *           "pt-BR"
                     *         ],
                     *         "original": "pt-BR",
                     *         "review": {
                     *           "note": "Faltou citar a fonte dos números do segundo parágrafo.",
                     *           "by": {
                     *             "id": 1,
                     *             "full_name": "Mariana Costa"
                     *           },
                     *           "at": "2026-11-20T13:30:00.000Z"
                     *         }
                     *       },
                     *       "message": "Article updated successfully"
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Article"];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "CONFLICT",
                     *       "message": "An article with that title already exists"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "Refers to a record that does not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    articleDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource, as its answers give it (digits, or 24 hex characters on MongoDB). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": null,
                     *       "message": "Article deleted successfully"
                     *     }
                     */
                    "application/json": {
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    articleStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource, as its answers give it (digits, or 24 hex characters on MongoDB). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "publish",
                 *       "publishedAt": "2026-11-20T13:30:00.000Z",
                 *       "note": "Faltou citar a fonte dos números do segundo parágrafo."
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    action: "publish" | "schedule" | "advance" | "unpublish" | "submit" | "return";
                    /** Format: date-time */
                    publishedAt?: string;
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "slug": "como-montar-um-orcamento-anual-realista-para-a-sua-empresa",
                     *         "title": "Como montar um orçamento anual realista para a sua empresa",
                     *         "excerpt": "Um passo a passo para transformar o histórico de receitas e despesas em metas que a equipe consegue cumprir.",
                     *         "image": {
                     *           "id": 1,
                     *           "url": "https://crm.rcsistemas.example.com/webhooks",
                     *           "alt": "Gráfico de receitas e despesas ao longo do ano",
                     *           "width": 1,
                     *           "height": 1,
                     *           "sizes": {}
                     *         },
                     *         "categories": [
                     *           {
                     *             "id": 1,
                     *             "name": "Mariana",
                     *             "slug": "como-montar-um-orcamento-anual-realista-para-a-sua-empresa",
                     *             "textColor": "#FFFFFF",
                     *             "backgroundColor": "#02236B"
                     *           }
                     *         ],
                     *         "tags": [
                     *           {
                     *             "id": 1,
                     *             "name": "Mariana",
                     *             "slug": "como-montar-um-orcamento-anual-realista-para-a-sua-empresa"
                     *           }
                     *         ],
                     *         "publishedAt": "2026-11-20T13:30:00.000Z",
                     *         "readTime": 1,
                     *         "author": {
                     *           "id": 1,
                     *           "full_name": "Mariana Costa"
                     *         },
                     *         "status": "draft",
                     *         "sendToSubscribers": true,
                     *         "imageAlt": "Gráfico de receitas e despesas ao longo do ano",
                     *         "content": {
                     *           "root": {
                     *             "format": "",
                     *             "indent": 0,
                     *             "version": 1,
                     *             "direction": "ltr",
                     *             "type": "root",
                     *             "children": [
                     *               {
                     *                 "format": "",
                     *                 "indent": 0,
                     *                 "version": 1,
                     *                 "direction": "ltr",
                     *                 "type": "paragraph",
                     *                 "textFormat": 0,
                     *                 "textStyle": "",
                     *                 "children": [
                     *                   {
                     *                     "type": "text",
                     *                     "text": "O orçamento anual costuma nascer de uma planilha herdada do ano anterior.",
                     *                     "format": 0,
                     *                     "style": "",
                     *                     "mode": "normal",
                     *                     "detail": 0,
                     *                     "version": 1
                     *                   }
                     *                 ]
                     *               }
                     *             ]
                     *           }
                     *         },
                     *         "createdAt": "2026-11-20T13:30:00.000Z",
                     *         "updatedAt": "2026-11-20T13:30:00.000Z",
                     *         "translated": [
                     *           "pt-BR"
                     *         ],
                     *         "original": "pt-BR",
                     *         "review": {
                     *           "note": "Faltou citar a fonte dos números do segundo parágrafo.",
                     *           "by": {
                     *             "id": 1,
                     *             "full_name": "Mariana Costa"
                     *           },
                     *           "at": "2026-11-20T13:30:00.000Z"
                     *         }
                     *       },
                     *       "message": "Article status updated successfully"
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Article"];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "CONFLICT",
                     *       "message": "Only a draft can be submitted for review"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "The date must be in the future",
                     *       "errors": [
                     *         {
                     *           "field": "publishedAt",
                     *           "message": "The date must be in the future"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    articleVersions: {
        parameters: {
            query?: {
                /** @description The page, from 1. With a cursor, the cursor decides and page only names it. */
                page?: number;
                /** @description How many items a page holds. */
                limit?: number;
            };
            header?: never;
            path: {
                /** @description The id of the resource, as its answers give it (digits, or 24 hex characters on MongoDB). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "number": 1,
                     *           "savedAt": "2026-11-20T13:30:00.000Z",
                     *           "editedBy": {
                     *             "id": 1,
                     *             "full_name": "Mariana Costa"
                     *           },
                     *           "status": "draft",
                     *           "title": "Como montar um orçamento anual realista para a sua empresa"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "page": 1,
                     *         "limit": 1,
                     *         "total": 1,
                     *         "totalPages": 1,
                     *         "nextCursor": "eyJ2IjpbIjIwMjYtMTEtMjBUMTM6MzA6MDAuMDAwWiJdLCJpIjoxMiwicCI6Mn0"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ArticleVersion"][];
                        message?: string;
                        meta: {
                            page: number;
                            limit: number;
                            total: number;
                            totalPages: number;
                            nextCursor?: string | null;
                        };
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    articleVersion: {
        parameters: {
            query?: {
                /** @description Language of the texts read or written (else pt-BR): that language's own title, excerpt and content, empty where not yet translated; `translated` lists the languages written. */
                lang?: "pt-BR" | "en" | "es" | "fr" | "ht";
            };
            header?: never;
            path: {
                /** @description The id of the resource, as its answers give it (digits, or 24 hex characters on MongoDB). */
                id: string;
                /** @description The id of one of the article’s kept versions (GET /article/articles/{id}/versions lists them). */
                versionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "number": 1,
                     *         "savedAt": "2026-11-20T13:30:00.000Z",
                     *         "editedBy": {
                     *           "id": 1,
                     *           "full_name": "Mariana Costa"
                     *         },
                     *         "status": "draft",
                     *         "title": "Como montar um orçamento anual realista para a sua empresa",
                     *         "languages": [
                     *           "pt-BR"
                     *         ],
                     *         "excerpt": "Um passo a passo para transformar o histórico de receitas e despesas em metas que a equipe consegue cumprir.",
                     *         "content": {
                     *           "root": {
                     *             "format": "",
                     *             "indent": 0,
                     *             "version": 1,
                     *             "direction": "ltr",
                     *             "type": "root",
                     *             "children": [
                     *               {
                     *                 "format": "",
                     *                 "indent": 0,
                     *                 "version": 1,
                     *                 "direction": "ltr",
                     *                 "type": "paragraph",
                     *                 "textFormat": 0,
                     *                 "textStyle": "",
                     *                 "children": [
                     *                   {
                     *                     "type": "text",
                     *                     "text": "O orçamento anual costuma nascer de uma planilha herdada do ano anterior.",
                     *                     "format": 0,
                     *                     "style": "",
                     *                     "mode": "normal",
                     *                     "detail": 0,
                     *                     "version": 1
                     *                   }
                     *                 ]
                     *               }
                     *             ]
                     *           }
                     *         },
                     *         "image": {
                     *           "id": 1,
                     *           "alt": "Gráfico de receitas e despesas ao longo do ano",
                     *           "url": "https://crm.rcsistemas.example.com/webhooks"
                     *         },
                     *         "categories": [
                     *           {
                     *             "id": 1,
                     *             "name": "Mariana"
                     *           }
                     *         ],
                     *         "tags": [
                     *           {
                     *             "id": 1,
                     *             "name": "Mariana"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ArticleVersionDetail"];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    articleRestorePlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource, as its answers give it (digits, or 24 hex characters on MongoDB). */
                id: string;
                /** @description The id of one of the article’s kept versions (GET /article/articles/{id}/versions lists them). */
                versionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "languages": [
                     *           {
                     *             "lang": "pt-BR",
                     *             "change": "restored",
                     *             "fields": [
                     *               "title"
                     *             ]
                     *           }
                     *         ],
                     *         "fields": [
                     *           "image"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            languages: {
                                /** @enum {string} */
                                lang: "pt-BR" | "en" | "es" | "fr" | "ht";
                                /** @enum {string} */
                                change: "restored" | "added" | "kept" | "unchanged";
                                fields: ("title" | "excerpt" | "content")[];
                            }[];
                            fields: ("image" | "categories" | "tags")[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    articleRestore: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the first request with this key runs and its answer (success or refusal) is kept for 24 hours; the same key with the same request answers it again, marked `Idempotent-Replayed: true`, without doing the work twice, on any instance. The same key with another request answers 422; while the first still runs, 409 with Retry-After. A key belongs to its caller and operation. A request the contract refuses (400) does not use the key.
                 * @example 6f1c2b7e-3d4a-4e5f-9a8b-7c6d5e4f3a2b
                 */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The id of the resource, as its answers give it (digits, or 24 hex characters on MongoDB). */
                id: string;
                /** @description The id of one of the article’s kept versions (GET /article/articles/{id}/versions lists them). */
                versionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "slug": "como-montar-um-orcamento-anual-realista-para-a-sua-empresa",
                     *         "title": "Como montar um orçamento anual realista para a sua empresa",
                     *         "excerpt": "Um passo a passo para transformar o histórico de receitas e despesas em metas que a equipe consegue cumprir.",
                     *         "image": {
                     *           "id": 1,
                     *           "url": "https://crm.rcsistemas.example.com/webhooks",
                     *           "alt": "Gráfico de receitas e despesas ao longo do ano",
                     *           "width": 1,
                     *           "height": 1,
                     *           "sizes": {}
                     *         },
                     *         "categories": [
                     *           {
                     *             "id": 1,
                     *             "name": "Mariana",
                     *             "slug": "como-montar-um-orcamento-anual-realista-para-a-sua-empresa",
                     *             "textColor": "#FFFFFF",
                     *             "backgroundColor": "#02236B"
                     *           }
                     *         ],
                     *         "tags": [
                     *           {
                     *             "id": 1,
                     *             "name": "Mariana",
                     *             "slug": "como-montar-um-orcamento-anual-realista-para-a-sua-empresa"
                     *           }
                     *         ],
                     *         "publishedAt": "2026-11-20T13:30:00.000Z",
                     *         "readTime": 1,
                     *         "author": {
                     *           "id": 1,
                     *           "full_name": "Mariana Costa"
                     *         },
                     *         "status": "draft",
                     *         "sendToSubscribers": true,
                     *         "imageAlt": "Gráfico de receitas e despesas ao longo do ano",
                     *         "content": {
                     *           "root": {
                     *             "format": "",
                     *             "indent": 0,
                     *             "version": 1,
                     *             "direction": "ltr",
                     *             "type": "root",
                     *             "children": [
                     *               {
                     *                 "format": "",
                     *                 "indent": 0,
                     *                 "version": 1,
                     *                 "direction": "ltr",
                     *                 "type": "paragraph",
                     *                 "textFormat": 0,
                     *                 "textStyle": "",
                     *                 "children": [
                     *                   {
                     *                     "type": "text",
                     *                     "text": "O orçamento anual costuma nascer de uma planilha herdada do ano anterior.",
                     *                     "format": 0,
                     *                     "style": "",
                     *                     "mode": "normal",
                     *                     "detail": 0,
                     *                     "version": 1
                     *                   }
                     *                 ]
                     *               }
                     *             ]
                     *           }
                     *         },
                     *         "createdAt": "2026-11-20T13:30:00.000Z",
                     *         "updatedAt": "2026-11-20T13:30:00.000Z",
                     *         "translated": [
                     *           "pt-BR"
                     *         ],
                     *         "original": "pt-BR",
                     *         "review": {
                     *           "note": "Faltou citar a fonte dos números do segundo parágrafo.",
                     *           "by": {
                     *             "id": 1,
                     *             "full_name": "Mariana Costa"
                     *           },
                     *           "at": "2026-11-20T13:30:00.000Z"
                     *         }
                     *       },
                     *       "message": "Version restored: the article is back to that text"
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Article"];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "CONFLICT",
                     *       "message": "Version already applied"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "IDEMPOTENCY_KEY_REUSED",
                     *       "message": "This Idempotency-Key was used with another request in the last 24 hours; use a new key for a new request"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    articleAutosaveGet: {
        parameters: {
            query?: {
                /** @description Language of the texts read or written (else pt-BR): that language's own title, excerpt and content, empty where not yet translated; `translated` lists the languages written. */
                lang?: "pt-BR" | "en" | "es" | "fr" | "ht";
            };
            header?: never;
            path: {
                /** @description The autosave’s key: the article’s id, or `new-<uuid>` for an article not yet created. */
                key: "new" | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "title": "Como montar um orçamento anual realista para a sua empresa",
                     *         "excerpt": "Um passo a passo para transformar o histórico de receitas e despesas em metas que a equipe consegue cumprir.",
                     *         "content": {
                     *           "root": {
                     *             "format": "",
                     *             "indent": 0,
                     *             "version": 1,
                     *             "direction": "ltr",
                     *             "type": "root",
                     *             "children": [
                     *               {
                     *                 "format": "",
                     *                 "indent": 0,
                     *                 "version": 1,
                     *                 "direction": "ltr",
                     *                 "type": "paragraph",
                     *                 "textFormat": 0,
                     *                 "textStyle": "",
                     *                 "children": [
                     *                   {
                     *                     "type": "text",
                     *                     "text": "O orçamento anual costuma nascer de uma planilha herdada do ano anterior.",
                     *                     "format": 0,
                     *                     "style": "",
                     *                     "mode": "normal",
                     *                     "detail": 0,
                     *                     "version": 1
                     *                   }
                     *                 ]
                     *               }
                     *             ]
                     *           }
                     *         },
                     *         "image": {
                     *           "id": 1,
                     *           "url": "https://crm.rcsistemas.example.com/webhooks",
                     *           "alt": "Gráfico de receitas e despesas ao longo do ano"
                     *         },
                     *         "categories": [
                     *           "1"
                     *         ],
                     *         "tags": "Orçamento",
                     *         "savedAt": "2026-11-20T13:30:00.000Z",
                     *         "articleSavedAt": "2030-03-15T12:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            title?: string;
                            excerpt?: string;
                            content?: ({
                                root: {
                                    /** @constant */
                                    type: "root";
                                    children: ({
                                        type: string;
                                        /** @default 1 */
                                        version: number;
                                    } & {
                                        [key: string]: unknown;
                                    })[];
                                    /** @default null */
                                    direction: ("ltr" | "rtl") | null;
                                    /**
                                     * @default
                                     * @enum {string}
                                     */
                                    format: "" | "left" | "start" | "center" | "right" | "end" | "justify";
                                    /** @default 0 */
                                    indent: number;
                                    /** @default 1 */
                                    version: number;
                                } & {
                                    [key: string]: unknown;
                                };
                            } & {
                                [key: string]: unknown;
                            }) | null;
                            image?: {
                                id: number | string;
                                url: string;
                                alt: string;
                            } | null;
                            categories?: unknown[];
                            tags?: string;
                            /** Format: date-time */
                            savedAt: string;
                            articleSavedAt: string | null;
                        } | null;
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    articleAutosavePut: {
        parameters: {
            query?: {
                /** @description Language of the texts read or written (else pt-BR): that language's own title, excerpt and content, empty where not yet translated; `translated` lists the languages written. */
                lang?: "pt-BR" | "en" | "es" | "fr" | "ht";
            };
            header?: never;
            path: {
                /** @description The autosave’s key: the article’s id, or `new-<uuid>` for an article not yet created. */
                key: "new" | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Como montar um orçamento anual realista para a sua empresa",
                 *       "excerpt": "Um passo a passo para transformar o histórico de receitas e despesas em metas que a equipe consegue cumprir.",
                 *       "content": {
                 *         "root": {
                 *           "format": "",
                 *           "indent": 0,
                 *           "version": 1,
                 *           "direction": "ltr",
                 *           "type": "root",
                 *           "children": [
                 *             {
                 *               "format": "",
                 *               "indent": 0,
                 *               "version": 1,
                 *               "direction": "ltr",
                 *               "type": "paragraph",
                 *               "textFormat": 0,
                 *               "textStyle": "",
                 *               "children": [
                 *                 {
                 *                   "type": "text",
                 *                   "text": "O orçamento anual costuma nascer de uma planilha herdada do ano anterior.",
                 *                   "format": 0,
                 *                   "style": "",
                 *                   "mode": "normal",
                 *                   "detail": 0,
                 *                   "version": 1
                 *                 }
                 *               ]
                 *             }
                 *           ]
                 *         }
                 *       },
                 *       "image": {
                 *         "id": 1,
                 *         "url": "https://crm.rcsistemas.example.com/webhooks",
                 *         "alt": "Gráfico de receitas e despesas ao longo do ano"
                 *       },
                 *       "categories": [
                 *         "1"
                 *       ],
                 *       "tags": "Orçamento"
                 *     }
                 */
                "application/json": {
                    title?: string;
                    excerpt?: string;
                    content?: ({
                        root: {
                            /** @constant */
                            type: "root";
                            children: ({
                                type: string;
                                /** @default 1 */
                                version?: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                            /** @default null */
                            direction?: ("ltr" | "rtl") | null;
                            /**
                             * @default
                             * @enum {string}
                             */
                            format?: "" | "left" | "start" | "center" | "right" | "end" | "justify";
                            /** @default 0 */
                            indent?: number;
                            /** @default 1 */
                            version?: number;
                        } & {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    }) | null;
                    image?: {
                        id: number | string;
                        url: string;
                        alt: string;
                    } | null;
                    categories?: (string | number)[];
                    tags?: string;
                };
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "title": "Como montar um orçamento anual realista para a sua empresa",
                     *         "excerpt": "Um passo a passo para transformar o histórico de receitas e despesas em metas que a equipe consegue cumprir.",
                     *         "content": {
                     *           "root": {
                     *             "format": "",
                     *             "indent": 0,
                     *             "version": 1,
                     *             "direction": "ltr",
                     *             "type": "root",
                     *             "children": [
                     *               {
                     *                 "format": "",
                     *                 "indent": 0,
                     *                 "version": 1,
                     *                 "direction": "ltr",
                     *                 "type": "paragraph",
                     *                 "textFormat": 0,
                     *                 "textStyle": "",
                     *                 "children": [
                     *                   {
                     *                     "type": "text",
                     *                     "text": "O orçamento anual costuma nascer de uma planilha herdada do ano anterior.",
                     *                     "format": 0,
                     *                     "style": "",
                     *                     "mode": "normal",
                     *                     "detail": 0,
                     *                     "version": 1
                     *                   }
                     *                 ]
                     *               }
                     *             ]
                     *           }
                     *         },
                     *         "image": {
                     *           "id": 1,
                     *           "url": "https://crm.rcsistemas.example.com/webhooks",
                     *           "alt": "Gráfico de receitas e despesas ao longo do ano"
                     *         },
                     *         "categories": [
                     *           "1"
                     *         ],
                     *         "tags": "Orçamento",
                     *         "savedAt": "2026-11-20T13:30:00.000Z",
                     *         "articleSavedAt": "2030-03-15T12:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            title?: string;
                            excerpt?: string;
                            content?: ({
                                root: {
                                    /** @constant */
                                    type: "root";
                                    children: ({
                                        type: string;
                                        /** @default 1 */
                                        version: number;
                                    } & {
                                        [key: string]: unknown;
                                    })[];
                                    /** @default null */
                                    direction: ("ltr" | "rtl") | null;
                                    /**
                                     * @default
                                     * @enum {string}
                                     */
                                    format: "" | "left" | "start" | "center" | "right" | "end" | "justify";
                                    /** @default 0 */
                                    indent: number;
                                    /** @default 1 */
                                    version: number;
                                } & {
                                    [key: string]: unknown;
                                };
                            } & {
                                [key: string]: unknown;
                            }) | null;
                            image?: {
                                id: number | string;
                                url: string;
                                alt: string;
                            } | null;
                            categories?: unknown[];
                            tags?: string;
                            /** Format: date-time */
                            savedAt: string;
                            articleSavedAt: string | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "Refers to a record that does not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    articleAutosaveDelete: {
        parameters: {
            query?: {
                /** @description Language of the texts read or written (else pt-BR): that language's own title, excerpt and content, empty where not yet translated; `translated` lists the languages written. */
                lang?: "pt-BR" | "en" | "es" | "fr" | "ht";
            };
            header?: never;
            path: {
                /** @description The autosave’s key: the article’s id, or `new-<uuid>` for an article not yet created. */
                key: "new" | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": null
                     *     }
                     */
                    "application/json": {
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    articlePreviewList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource, as its answers give it (digits, or 24 hex characters on MongoDB). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "url": "https://crm.rcsistemas.example.com/webhooks",
                     *           "expiresAt": "2030-03-15T12:00:00.000Z",
                     *           "createdAt": "2026-11-20T13:30:00.000Z",
                     *           "withAutosave": true
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["PreviewLink"][];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    articlePreviewCreate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the first request with this key runs and its answer (success or refusal) is kept for 24 hours; the same key with the same request answers it again, marked `Idempotent-Replayed: true`, without doing the work twice, on any instance. The same key with another request answers 422; while the first still runs, 409 with Retry-After. A key belongs to its caller and operation. A request the contract refuses (400) does not use the key.
                 * @example 6f1c2b7e-3d4a-4e5f-9a8b-7c6d5e4f3a2b
                 */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The id of the resource, as its answers give it (digits, or 24 hex characters on MongoDB). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "hours": 24,
                 *       "withAutosave": true
                 *     }
                 */
                "application/json": {
                    /** @default 24 */
                    hours?: number;
                    /** @default false */
                    withAutosave?: boolean;
                };
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "url": "https://crm.rcsistemas.example.com/webhooks",
                     *         "expiresAt": "2030-03-15T12:00:00.000Z",
                     *         "createdAt": "2026-11-20T13:30:00.000Z",
                     *         "withAutosave": true
                     *       },
                     *       "message": "Preview link created"
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["PreviewLink"];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "CONFLICT",
                     *       "message": "A request with this Idempotency-Key is still in progress; try again in a moment"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "Refers to a record that does not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    articlePreviewRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource, as its answers give it (digits, or 24 hex characters on MongoDB). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": null,
                     *       "message": "Preview link revoked"
                     *     }
                     */
                    "application/json": {
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    publicCategories: {
        parameters: {
            query?: {
                /** @description Language of the content (else Accept-Language, else pt-BR); a text not yet translated comes in pt-BR. The answer names it in Content-Language. */
                lang?: "pt-BR" | "en" | "es" | "fr" | "ht";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "unique_key": "3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b",
                     *           "name": "Mariana",
                     *           "slug": "como-montar-um-orcamento-anual-realista-para-a-sua-empresa",
                     *           "description": "Integração com o CRM",
                     *           "image": {
                     *             "id": 1,
                     *             "url": "https://crm.rcsistemas.example.com/webhooks",
                     *             "alt": "Gráfico de receitas e despesas ao longo do ano"
                     *           },
                     *           "textColor": "#FFFFFF",
                     *           "backgroundColor": "#02236B",
                     *           "status": "active",
                     *           "createdAt": "2026-11-20T13:30:00.000Z",
                     *           "updatedAt": "2026-11-20T13:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Category"][];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    categoriesList: {
        parameters: {
            query?: {
                /** @description The page, from 1. With a cursor, the cursor decides and page only names it. */
                page?: number;
                /** @description How many items a page holds. */
                limit?: number;
                /** @description Words to find (each matched as a prefix, accents ignored); answers are ranked by relevance. */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "unique_key": "3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b",
                     *           "name": "Mariana",
                     *           "slug": "como-montar-um-orcamento-anual-realista-para-a-sua-empresa",
                     *           "description": "Integração com o CRM",
                     *           "image": {
                     *             "id": 1,
                     *             "url": "https://crm.rcsistemas.example.com/webhooks",
                     *             "alt": "Gráfico de receitas e despesas ao longo do ano"
                     *           },
                     *           "textColor": "#FFFFFF",
                     *           "backgroundColor": "#02236B",
                     *           "status": "active",
                     *           "createdAt": "2026-11-20T13:30:00.000Z",
                     *           "updatedAt": "2026-11-20T13:30:00.000Z"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "page": 1,
                     *         "limit": 1,
                     *         "total": 1,
                     *         "totalPages": 1,
                     *         "nextCursor": "eyJ2IjpbIjIwMjYtMTEtMjBUMTM6MzA6MDAuMDAwWiJdLCJpIjoxMiwicCI6Mn0"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Category"][];
                        message?: string;
                        meta: {
                            page: number;
                            limit: number;
                            total: number;
                            totalPages: number;
                            nextCursor?: string | null;
                        };
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    categoryCreate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the first request with this key runs and its answer (success or refusal) is kept for 24 hours; the same key with the same request answers it again, marked `Idempotent-Replayed: true`, without doing the work twice, on any instance. The same key with another request answers 422; while the first still runs, 409 with Retry-After. A key belongs to its caller and operation. A request the contract refuses (400) does not use the key.
                 * @example 6f1c2b7e-3d4a-4e5f-9a8b-7c6d5e4f3a2b
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Paula",
                 *       "description": "Integração com o CRM",
                 *       "image": "1",
                 *       "textColor": "#FFFFFF",
                 *       "backgroundColor": "#02236B",
                 *       "status": "active"
                 *     }
                 */
                "application/json": {
                    name: string;
                    description: string;
                    image?: (string | number) | null;
                    /** @default #FFFFFF */
                    textColor?: string;
                    /** @default #02236B */
                    backgroundColor?: string;
                    /**
                     * @default active
                     * @enum {string}
                     */
                    status?: "active" | "inactive";
                };
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "unique_key": "3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b",
                     *         "name": "Mariana",
                     *         "slug": "como-montar-um-orcamento-anual-realista-para-a-sua-empresa",
                     *         "description": "Integração com o CRM",
                     *         "image": {
                     *           "id": 1,
                     *           "url": "https://crm.rcsistemas.example.com/webhooks",
                     *           "alt": "Gráfico de receitas e despesas ao longo do ano"
                     *         },
                     *         "textColor": "#FFFFFF",
                     *         "backgroundColor": "#02236B",
                     *         "status": "active",
                     *         "createdAt": "2026-11-20T13:30:00.000Z",
                     *         "updatedAt": "2026-11-20T13:30:00.000Z"
                     *       },
                     *       "message": "Category created successfully"
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Category"];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "CONFLICT",
                     *       "message": "A category with that name already exists"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "Refers to a record that does not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    categoryUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource, as its answers give it (digits, or 24 hex characters on MongoDB). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Mariana",
                 *       "description": "Integração com o CRM",
                 *       "image": "1",
                 *       "textColor": "#FFFFFF",
                 *       "backgroundColor": "#02236B"
                 *     }
                 */
                "application/json": {
                    name?: string;
                    description?: string;
                    image?: (string | number) | null;
                    textColor?: string;
                    backgroundColor?: string;
                };
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "unique_key": "3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b",
                     *         "name": "Mariana",
                     *         "slug": "como-montar-um-orcamento-anual-realista-para-a-sua-empresa",
                     *         "description": "Integração com o CRM",
                     *         "image": {
                     *           "id": 1,
                     *           "url": "https://crm.rcsistemas.example.com/webhooks",
                     *           "alt": "Gráfico de receitas e despesas ao longo do ano"
                     *         },
                     *         "textColor": "#FFFFFF",
                     *         "backgroundColor": "#02236B",
                     *         "status": "active",
                     *         "createdAt": "2026-11-20T13:30:00.000Z",
                     *         "updatedAt": "2026-11-20T13:30:00.000Z"
                     *       },
                     *       "message": "Category updated successfully"
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Category"];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "CONFLICT",
                     *       "message": "A category with that name already exists"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "Refers to a record that does not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    categoryDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource, as its answers give it (digits, or 24 hex characters on MongoDB). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": null,
                     *       "message": "Category deleted successfully"
                     *     }
                     */
                    "application/json": {
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "CONFLICT",
                     *       "message": "This category has articles: deactivate it instead"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    categoryStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource, as its answers give it (digits, or 24 hex characters on MongoDB). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "active"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    status: "active" | "inactive";
                };
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "unique_key": "3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b",
                     *         "name": "Mariana",
                     *         "slug": "como-montar-um-orcamento-anual-realista-para-a-sua-empresa",
                     *         "description": "Integração com o CRM",
                     *         "image": {
                     *           "id": 1,
                     *           "url": "https://crm.rcsistemas.example.com/webhooks",
                     *           "alt": "Gráfico de receitas e despesas ao longo do ano"
                     *         },
                     *         "textColor": "#FFFFFF",
                     *         "backgroundColor": "#02236B",
                     *         "status": "active",
                     *         "createdAt": "2026-11-20T13:30:00.000Z",
                     *         "updatedAt": "2026-11-20T13:30:00.000Z"
                     *       },
                     *       "message": "Category status changed successfully"
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Category"];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "Refers to a record that does not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    publicTags: {
        parameters: {
            query?: {
                /** @description Language of the content (else Accept-Language, else pt-BR); a text not yet translated comes in pt-BR. The answer names it in Content-Language. */
                lang?: "pt-BR" | "en" | "es" | "fr" | "ht";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "name": "Mariana",
                     *           "slug": "como-montar-um-orcamento-anual-realista-para-a-sua-empresa"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Tag"][];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    tagCreate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the first request with this key runs and its answer (success or refusal) is kept for 24 hours; the same key with the same request answers it again, marked `Idempotent-Replayed: true`, without doing the work twice, on any instance. The same key with another request answers 422; while the first still runs, 409 with Retry-After. A key belongs to its caller and operation. A request the contract refuses (400) does not use the key.
                 * @example 6f1c2b7e-3d4a-4e5f-9a8b-7c6d5e4f3a2b
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Paula"
                 *     }
                 */
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "name": "Mariana",
                     *         "slug": "como-montar-um-orcamento-anual-realista-para-a-sua-empresa"
                     *       },
                     *       "message": "Tag created successfully"
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Tag"];
                        message?: string;
                    };
                };
            };
            /** @description Success: { data, message?, meta? } */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "name": "Mariana",
                     *         "slug": "como-montar-um-orcamento-anual-realista-para-a-sua-empresa"
                     *       },
                     *       "message": "Tag created successfully"
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Tag"];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "CONFLICT",
                     *       "message": "A request with this Idempotency-Key is still in progress; try again in a moment"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "Refers to a record that does not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    mediaUpload: {
        parameters: {
            query: {
                /** @description Part of the image’s description (alt text). */
                alt: string;
            };
            header?: {
                /**
                 * @description Makes a retry safe: the first request with this key runs and its answer (success or refusal) is kept for 24 hours; the same key with the same request answers it again, marked `Idempotent-Replayed: true`, without doing the work twice, on any instance. The same key with another request answers 422; while the first still runs, 409 with Retry-After. A key belongs to its caller and operation. A request the contract refuses (400) does not use the key.
                 * @example 6f1c2b7e-3d4a-4e5f-9a8b-7c6d5e4f3a2b
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "image/*": string;
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "url": "https://crm.rcsistemas.example.com/webhooks",
                     *         "alt": "Gráfico de receitas e despesas ao longo do ano",
                     *         "sizes": {
                     *           "thumbnail": {
                     *             "url": "https://crm.rcsistemas.example.com/webhooks",
                     *             "width": 1,
                     *             "height": 1,
                     *             "mimeType": "image/webp",
                     *             "filesize": 1,
                     *             "filename": "orcamento-anual.webp"
                     *           },
                     *           "card": {
                     *             "url": "https://crm.rcsistemas.example.com/webhooks",
                     *             "width": 1,
                     *             "height": 1,
                     *             "mimeType": "image/webp",
                     *             "filesize": 1,
                     *             "filename": "orcamento-anual.webp"
                     *           },
                     *           "hero": {
                     *             "url": "https://crm.rcsistemas.example.com/webhooks",
                     *             "width": 1,
                     *             "height": 1,
                     *             "mimeType": "image/webp",
                     *             "filesize": 1,
                     *             "filename": "orcamento-anual.webp"
                     *           }
                     *         }
                     *       },
                     *       "message": "Image uploaded successfully"
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Upload"];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "CONFLICT",
                     *       "message": "A request with this Idempotency-Key is still in progress; try again in a moment"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "Refers to a record that does not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    mediaLibrary: {
        parameters: {
            query?: {
                /** @description The page, from 1. With a cursor, the cursor decides and page only names it. */
                page?: number;
                /** @description How many items a page holds. */
                limit?: number;
                /** @description The next page's place: meta.nextCursor of the previous answer. Faster than page on deep pages; cannot be combined with search. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "url": "https://crm.rcsistemas.example.com/webhooks",
                     *           "thumbnailUrl": "/cms-api/media/file/orcamento-anual-400x225.webp",
                     *           "alt": "Gráfico de receitas e despesas ao longo do ano",
                     *           "width": 1,
                     *           "height": 1,
                     *           "createdAt": "2026-11-20T13:30:00.000Z"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "page": 1,
                     *         "limit": 1,
                     *         "total": 1,
                     *         "totalPages": 1,
                     *         "nextCursor": "eyJ2IjpbIjIwMjYtMTEtMjBUMTM6MzA6MDAuMDAwWiJdLCJpIjoxMiwicCI6Mn0"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            id: number | string;
                            url: string;
                            thumbnailUrl: string;
                            alt: string;
                            width: number | null;
                            height: number | null;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                        message?: string;
                        meta: {
                            page: number;
                            limit: number;
                            total: number;
                            totalPages: number;
                            nextCursor?: string | null;
                        };
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "This page link is no longer valid: start again from the first page",
                     *       "errors": [
                     *         {
                     *           "field": "query.cursor",
                     *           "message": "This page link is no longer valid: start again from the first page"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    leadsList: {
        parameters: {
            query?: {
                /** @description Part of the name (case and accents ignored). */
                name?: string;
                /** @description Part of the title (case and accents ignored). */
                title?: string;
                /** @description Part of the e-mail address (case ignored). */
                email?: string;
                /** @description Created on or after this day (YYYY-MM-DD, a day in UTC). */
                createdFrom?: string;
                /** @description Created on or before this day (YYYY-MM-DD, a day in UTC). */
                createdTo?: string;
                /** @description Changed on or after this day (YYYY-MM-DD, a day in UTC). */
                updatedFrom?: string;
                /** @description Changed on or before this day (YYYY-MM-DD, a day in UTC). */
                updatedTo?: string;
                /** @description Only items in this status. */
                status?: "active" | "inactive" | "deleted" | "blackListed" | "cancelled";
                /** @description Only leads with this classification. */
                classification?: "none" | "cold" | "warm" | "hot" | "conversion";
                /** @description Only leads that came through this form (module). */
                module?: "contact" | "newsletter";
                /** @description Only leads whose newsletter subscription is in this state. */
                newsletter?: "active" | "cancelled" | "pending" | "bounced";
                /** @description The page, from 1. With a cursor, the cursor decides and page only names it. */
                page?: number;
                /** @description How many items a page holds. */
                limit?: number;
                /** @description The next page's place: meta.nextCursor of the previous answer. Faster than page on deep pages; cannot be combined with search. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "unique_key": "3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b",
                     *           "name": "Mariana",
                     *           "company": "RC Sistemas",
                     *           "email": "mariana.costa@example.com",
                     *           "telephone": "11988881201",
                     *           "subject": "Demonstração do RC Sistema I",
                     *           "message": "Olá! Vim pelo site e gostaria de conhecer o RC Sistema I.",
                     *           "module": "contact",
                     *           "status": "active",
                     *           "classification": "none",
                     *           "newsletterStatus": "active",
                     *           "newsletterCancelReason": "Recebo e-mails demais",
                     *           "consentAt": "2030-03-15T12:00:00.000Z",
                     *           "consentSource": "newsletter-form",
                     *           "consentLanguage": "pt-BR",
                     *           "consentVersion": "2026-01",
                     *           "createdAt": "2026-11-20T13:30:00.000Z",
                     *           "updatedAt": "2026-11-20T13:30:00.000Z"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "page": 1,
                     *         "limit": 1,
                     *         "total": 1,
                     *         "totalPages": 1,
                     *         "nextCursor": "eyJ2IjpbIjIwMjYtMTEtMjBUMTM6MzA6MDAuMDAwWiJdLCJpIjoxMiwicCI6Mn0"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Lead"][];
                        message?: string;
                        meta: {
                            page: number;
                            limit: number;
                            total: number;
                            totalPages: number;
                            nextCursor?: string | null;
                        };
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "This page link is no longer valid: start again from the first page",
                     *       "errors": [
                     *         {
                     *           "field": "query.cursor",
                     *           "message": "This page link is no longer valid: start again from the first page"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    leadsExport: {
        parameters: {
            query?: {
                /** @description Part of the name (case and accents ignored). */
                name?: string;
                /** @description Part of the title (case and accents ignored). */
                title?: string;
                /** @description Part of the e-mail address (case ignored). */
                email?: string;
                /** @description Created on or after this day (YYYY-MM-DD, a day in UTC). */
                createdFrom?: string;
                /** @description Created on or before this day (YYYY-MM-DD, a day in UTC). */
                createdTo?: string;
                /** @description Changed on or after this day (YYYY-MM-DD, a day in UTC). */
                updatedFrom?: string;
                /** @description Changed on or before this day (YYYY-MM-DD, a day in UTC). */
                updatedTo?: string;
                /** @description Only items in this status. */
                status?: "active" | "inactive" | "deleted" | "blackListed" | "cancelled";
                /** @description Only leads with this classification. */
                classification?: "none" | "cold" | "warm" | "hot" | "conversion";
                /** @description Only leads that came through this form (module). */
                module?: "contact" | "newsletter";
                /** @description Only leads whose newsletter subscription is in this state. */
                newsletter?: "active" | "cancelled" | "pending" | "bounced";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    leadStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource, as its answers give it (digits, or 24 hex characters on MongoDB). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "active"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    status: "active" | "inactive" | "blackListed" | "cancelled";
                };
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "unique_key": "3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b",
                     *         "name": "Mariana",
                     *         "company": "RC Sistemas",
                     *         "email": "mariana.costa@example.com",
                     *         "telephone": "11988881201",
                     *         "subject": "Demonstração do RC Sistema I",
                     *         "message": "Olá! Vim pelo site e gostaria de conhecer o RC Sistema I.",
                     *         "module": "contact",
                     *         "status": "active",
                     *         "classification": "none",
                     *         "newsletterStatus": "active",
                     *         "newsletterCancelReason": "Recebo e-mails demais",
                     *         "consentAt": "2030-03-15T12:00:00.000Z",
                     *         "consentSource": "newsletter-form",
                     *         "consentLanguage": "pt-BR",
                     *         "consentVersion": "2026-01",
                     *         "createdAt": "2026-11-20T13:30:00.000Z",
                     *         "updatedAt": "2026-11-20T13:30:00.000Z"
                     *       },
                     *       "message": "Lead updated successfully"
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Lead"];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "Refers to a record that does not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    leadClassification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource, as its answers give it (digits, or 24 hex characters on MongoDB). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "classification": "none"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    classification: "none" | "cold" | "warm" | "hot" | "conversion";
                };
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "unique_key": "3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b",
                     *         "name": "Mariana",
                     *         "company": "RC Sistemas",
                     *         "email": "mariana.costa@example.com",
                     *         "telephone": "11988881201",
                     *         "subject": "Demonstração do RC Sistema I",
                     *         "message": "Olá! Vim pelo site e gostaria de conhecer o RC Sistema I.",
                     *         "module": "contact",
                     *         "status": "active",
                     *         "classification": "none",
                     *         "newsletterStatus": "active",
                     *         "newsletterCancelReason": "Recebo e-mails demais",
                     *         "consentAt": "2030-03-15T12:00:00.000Z",
                     *         "consentSource": "newsletter-form",
                     *         "consentLanguage": "pt-BR",
                     *         "consentVersion": "2026-01",
                     *         "createdAt": "2026-11-20T13:30:00.000Z",
                     *         "updatedAt": "2026-11-20T13:30:00.000Z"
                     *       },
                     *       "message": "Lead updated successfully"
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Lead"];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "Refers to a record that does not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    leadNewsletter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource, as its answers give it (digits, or 24 hex characters on MongoDB). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "active",
                 *       "reason": "Recebo e-mails demais"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    status: "active" | "cancelled";
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "unique_key": "3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b",
                     *         "name": "Mariana",
                     *         "company": "RC Sistemas",
                     *         "email": "mariana.costa@example.com",
                     *         "telephone": "11988881201",
                     *         "subject": "Demonstração do RC Sistema I",
                     *         "message": "Olá! Vim pelo site e gostaria de conhecer o RC Sistema I.",
                     *         "module": "contact",
                     *         "status": "active",
                     *         "classification": "none",
                     *         "newsletterStatus": "active",
                     *         "newsletterCancelReason": "Recebo e-mails demais",
                     *         "consentAt": "2030-03-15T12:00:00.000Z",
                     *         "consentSource": "newsletter-form",
                     *         "consentLanguage": "pt-BR",
                     *         "consentVersion": "2026-01",
                     *         "createdAt": "2026-11-20T13:30:00.000Z",
                     *         "updatedAt": "2026-11-20T13:30:00.000Z"
                     *       },
                     *       "message": "Lead updated successfully"
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Lead"];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "Refers to a record that does not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    leadDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource, as its answers give it (digits, or 24 hex characters on MongoDB). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": null,
                     *       "message": "Lead deleted successfully"
                     *     }
                     */
                    "application/json": {
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    messagesList: {
        parameters: {
            query?: {
                /** @description The page, from 1. With a cursor, the cursor decides and page only names it. */
                page?: number;
                /** @description How many items a page holds. */
                limit?: number;
                /** @description Which tab of the inbox: all (not archived), unread, read or archived. */
                tab?: "all" | "unread" | "read" | "archived";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "name": "Mariana",
                     *           "company": "RC Sistemas",
                     *           "email": "mariana.costa@example.com",
                     *           "telephone": "11988881201",
                     *           "subject": "Demonstração do RC Sistema I",
                     *           "message": "Olá! Vim pelo site e gostaria de conhecer o RC Sistema I.",
                     *           "read": true,
                     *           "archived": true,
                     *           "markedAsLead": true,
                     *           "lead": 1,
                     *           "replyBy": "2030-03-15T12:00:00.000Z",
                     *           "createdAt": "2026-11-20T13:30:00.000Z"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "page": 1,
                     *         "limit": 1,
                     *         "total": 1,
                     *         "totalPages": 1,
                     *         "nextCursor": "eyJ2IjpbIjIwMjYtMTEtMjBUMTM6MzA6MDAuMDAwWiJdLCJpIjoxMiwicCI6Mn0"
                     *       },
                     *       "counts": {
                     *         "all": 1,
                     *         "unread": 1,
                     *         "read": 1,
                     *         "archived": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Message"][];
                        message?: string;
                        meta: {
                            page: number;
                            limit: number;
                            total: number;
                            totalPages: number;
                            nextCursor?: string | null;
                        };
                        counts: {
                            [key: string]: number;
                        };
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    messageGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource, as its answers give it (digits, or 24 hex characters on MongoDB). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "name": "Mariana",
                     *         "company": "RC Sistemas",
                     *         "email": "mariana.costa@example.com",
                     *         "telephone": "11988881201",
                     *         "subject": "Demonstração do RC Sistema I",
                     *         "message": "Olá! Vim pelo site e gostaria de conhecer o RC Sistema I.",
                     *         "read": true,
                     *         "archived": true,
                     *         "markedAsLead": true,
                     *         "lead": 1,
                     *         "replyBy": "2030-03-15T12:00:00.000Z",
                     *         "createdAt": "2026-11-20T13:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Message"];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    messageDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource, as its answers give it (digits, or 24 hex characters on MongoDB). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": null,
                     *       "message": "Message deleted successfully"
                     *     }
                     */
                    "application/json": {
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    messageRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource, as its answers give it (digits, or 24 hex characters on MongoDB). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "read": true
                 *     }
                 */
                "application/json": {
                    read: boolean;
                };
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "name": "Mariana",
                     *         "company": "RC Sistemas",
                     *         "email": "mariana.costa@example.com",
                     *         "telephone": "11988881201",
                     *         "subject": "Demonstração do RC Sistema I",
                     *         "message": "Olá! Vim pelo site e gostaria de conhecer o RC Sistema I.",
                     *         "read": true,
                     *         "archived": true,
                     *         "markedAsLead": true,
                     *         "lead": 1,
                     *         "replyBy": "2030-03-15T12:00:00.000Z",
                     *         "createdAt": "2026-11-20T13:30:00.000Z"
                     *       },
                     *       "message": "Message updated successfully"
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Message"];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "Refers to a record that does not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    messageArchive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource, as its answers give it (digits, or 24 hex characters on MongoDB). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "archived": true
                 *     }
                 */
                "application/json": {
                    archived: boolean;
                };
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "name": "Mariana",
                     *         "company": "RC Sistemas",
                     *         "email": "mariana.costa@example.com",
                     *         "telephone": "11988881201",
                     *         "subject": "Demonstração do RC Sistema I",
                     *         "message": "Olá! Vim pelo site e gostaria de conhecer o RC Sistema I.",
                     *         "read": true,
                     *         "archived": true,
                     *         "markedAsLead": true,
                     *         "lead": 1,
                     *         "replyBy": "2030-03-15T12:00:00.000Z",
                     *         "createdAt": "2026-11-20T13:30:00.000Z"
                     *       },
                     *       "message": "Message updated successfully"
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Message"];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "Refers to a record that does not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    messageLead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource, as its answers give it (digits, or 24 hex characters on MongoDB). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "lead": true
                 *     }
                 */
                "application/json": {
                    lead: boolean;
                };
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "name": "Mariana",
                     *         "company": "RC Sistemas",
                     *         "email": "mariana.costa@example.com",
                     *         "telephone": "11988881201",
                     *         "subject": "Demonstração do RC Sistema I",
                     *         "message": "Olá! Vim pelo site e gostaria de conhecer o RC Sistema I.",
                     *         "read": true,
                     *         "archived": true,
                     *         "markedAsLead": true,
                     *         "lead": 1,
                     *         "replyBy": "2030-03-15T12:00:00.000Z",
                     *         "createdAt": "2026-11-20T13:30:00.000Z"
                     *       },
                     *       "message": "Message updated successfully"
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Message"];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "Refers to a record that does not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    contact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Paula",
                 *       "company": "RC Sistemas",
                 *       "email": "paula.ribeiro@rcsistemas.example.com",
                 *       "telephone": "11988881201",
                 *       "subject": "Demonstração do RC Sistema I",
                 *       "message": "Olá! Vim pelo site e gostaria de conhecer o RC Sistema I.",
                 *       "website": ""
                 *     }
                 */
                "application/json": {
                    name: string;
                    company: string;
                    email: string;
                    telephone: string;
                    subject: string;
                    message: string;
                    website?: string;
                };
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "replyBy": "2030-03-15T12:00:00.000Z"
                     *       },
                     *       "message": "Message sent successfully"
                     *     }
                     */
                    "application/json": {
                        data: {
                            id?: number | string;
                            replyBy: string | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "Refers to a record that does not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "RATE_LIMITED",
                     *       "message": "Too many requests. Please try again later."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    subscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "paula.ribeiro@rcsistemas.example.com",
                 *       "name": "Paula",
                 *       "website": "",
                 *       "consentVersion": "2026-01"
                 *     }
                 */
                "application/json": {
                    email: string;
                    name?: string;
                    website?: string;
                    source?: string & unknown;
                    consentVersion?: string & unknown;
                };
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": null,
                     *       "message": "Subscription confirmed"
                     *     }
                     */
                    "application/json": {
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description Success: { data, message?, meta? } */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": null,
                     *       "message": "Subscription confirmed"
                     *     }
                     */
                    "application/json": {
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description Success: { data, message?, meta? } */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": null,
                     *       "message": "Subscription confirmed"
                     *     }
                     */
                    "application/json": {
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "Refers to a record that does not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "RATE_LIMITED",
                     *       "message": "Too many requests. Please try again later."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    unsubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "1",
                 *       "unique_key": "3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b",
                 *       "reason": "Recebo e-mails demais"
                 *     }
                 */
                "application/json": {
                    id: string | number;
                    unique_key: string;
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": null,
                     *       "message": "You have been unsubscribed"
                     *     }
                     */
                    "application/json": {
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "Refers to a record that does not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "RATE_LIMITED",
                     *       "message": "Too many requests. Please try again later."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    subscribers: {
        parameters: {
            query?: {
                /** @description Part of the name (case and accents ignored). */
                name?: string;
                /** @description Part of the title (case and accents ignored). */
                title?: string;
                /** @description Part of the e-mail address (case ignored). */
                email?: string;
                /** @description Created on or after this day (YYYY-MM-DD, a day in UTC). */
                createdFrom?: string;
                /** @description Created on or before this day (YYYY-MM-DD, a day in UTC). */
                createdTo?: string;
                /** @description Changed on or after this day (YYYY-MM-DD, a day in UTC). */
                updatedFrom?: string;
                /** @description Changed on or before this day (YYYY-MM-DD, a day in UTC). */
                updatedTo?: string;
                /** @description Only items in this status. */
                status?: "active" | "inactive" | "deleted" | "blackListed" | "cancelled";
                /** @description Only leads with this classification. */
                classification?: "none" | "cold" | "warm" | "hot" | "conversion";
                /** @description Only leads that came through this form (module). */
                module?: "contact" | "newsletter";
                /** @description Only leads whose newsletter subscription is in this state. */
                newsletter?: "active" | "cancelled" | "pending" | "bounced";
                /** @description The page, from 1. With a cursor, the cursor decides and page only names it. */
                page?: number;
                /** @description How many items a page holds. */
                limit?: number;
                /** @description The next page's place: meta.nextCursor of the previous answer. Faster than page on deep pages; cannot be combined with search. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "unique_key": "3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b",
                     *           "name": "Mariana",
                     *           "company": "RC Sistemas",
                     *           "email": "mariana.costa@example.com",
                     *           "telephone": "11988881201",
                     *           "subject": "Demonstração do RC Sistema I",
                     *           "message": "Olá! Vim pelo site e gostaria de conhecer o RC Sistema I.",
                     *           "module": "contact",
                     *           "status": "active",
                     *           "classification": "none",
                     *           "newsletterStatus": "active",
                     *           "newsletterCancelReason": "Recebo e-mails demais",
                     *           "consentAt": "2030-03-15T12:00:00.000Z",
                     *           "consentSource": "newsletter-form",
                     *           "consentLanguage": "pt-BR",
                     *           "consentVersion": "2026-01",
                     *           "createdAt": "2026-11-20T13:30:00.000Z",
                     *           "updatedAt": "2026-11-20T13:30:00.000Z"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "page": 1,
                     *         "limit": 1,
                     *         "total": 1,
                     *         "totalPages": 1,
                     *         "nextCursor": "eyJ2IjpbIjIwMjYtMTEtMjBUMTM6MzA6MDAuMDAwWiJdLCJpIjoxMiwicCI6Mn0"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Lead"][];
                        message?: string;
                        meta: {
                            page: number;
                            limit: number;
                            total: number;
                            totalPages: number;
                            nextCursor?: string | null;
                        };
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "This page link is no longer valid: start again from the first page",
                     *       "errors": [
                     *         {
                     *           "field": "query.cursor",
                     *           "message": "This page link is no longer valid: start again from the first page"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    publicSeo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "head": "<meta name=\"google-site-verification\" content=\"rc-sistemas-verificacao\">",
                     *           "body": "<noscript><img src=\"https://pixel.example.com/p.gif\" alt=\"\"></noscript>"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: {
                            head: string;
                            body: string;
                        }[];
                        message?: string;
                    };
                };
            };
        };
    };
    seoList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "unique_key": "3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b",
                     *           "name": "Mariana",
                     *           "head": "<meta name=\"google-site-verification\" content=\"rc-sistemas-verificacao\">",
                     *           "body": "<noscript><img src=\"https://pixel.example.com/p.gif\" alt=\"\"></noscript>",
                     *           "active": true,
                     *           "updatedAt": "2026-11-20T13:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["SeoSnippet"][];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    seoCreate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the first request with this key runs and its answer (success or refusal) is kept for 24 hours; the same key with the same request answers it again, marked `Idempotent-Replayed: true`, without doing the work twice, on any instance. The same key with another request answers 422; while the first still runs, 409 with Retry-After. A key belongs to its caller and operation. A request the contract refuses (400) does not use the key.
                 * @example 6f1c2b7e-3d4a-4e5f-9a8b-7c6d5e4f3a2b
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Paula",
                 *       "head": "<meta name=\"google-site-verification\" content=\"rc-sistemas-verificacao\">",
                 *       "body": "<noscript><img src=\"https://pixel.example.com/p.gif\" alt=\"\"></noscript>",
                 *       "active": true
                 *     }
                 */
                "application/json": {
                    name: string;
                    /** @default  */
                    head?: string;
                    /** @default  */
                    body?: string;
                    /** @default true */
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "unique_key": "3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b",
                     *         "name": "Mariana",
                     *         "head": "<meta name=\"google-site-verification\" content=\"rc-sistemas-verificacao\">",
                     *         "body": "<noscript><img src=\"https://pixel.example.com/p.gif\" alt=\"\"></noscript>",
                     *         "active": true,
                     *         "updatedAt": "2026-11-20T13:30:00.000Z"
                     *       },
                     *       "message": "SEO snippet created successfully"
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["SeoSnippet"];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "CONFLICT",
                     *       "message": "A request with this Idempotency-Key is still in progress; try again in a moment"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "Refers to a record that does not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    seoUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource, as its answers give it (digits, or 24 hex characters on MongoDB). */
                id: string;
                /** @description The resource's unique key (a UUID), as its answers give it: the id and the key must name the same record. */
                uniqueKey: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Mariana",
                 *       "head": "<meta name=\"google-site-verification\" content=\"rc-sistemas-verificacao\">",
                 *       "body": "<noscript><img src=\"https://pixel.example.com/p.gif\" alt=\"\"></noscript>",
                 *       "active": true
                 *     }
                 */
                "application/json": {
                    name?: string;
                    head?: string;
                    body?: string;
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "unique_key": "3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b",
                     *         "name": "Mariana",
                     *         "head": "<meta name=\"google-site-verification\" content=\"rc-sistemas-verificacao\">",
                     *         "body": "<noscript><img src=\"https://pixel.example.com/p.gif\" alt=\"\"></noscript>",
                     *         "active": true,
                     *         "updatedAt": "2026-11-20T13:30:00.000Z"
                     *       },
                     *       "message": "SEO snippet updated successfully"
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["SeoSnippet"];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "Refers to a record that does not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    seoDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource, as its answers give it (digits, or 24 hex characters on MongoDB). */
                id: string;
                /** @description The resource's unique key (a UUID), as its answers give it: the id and the key must name the same record. */
                uniqueKey: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": null,
                     *       "message": "Settings updated successfully"
                     *     }
                     */
                    "application/json": {
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    menusGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "header": [
                     *           {
                     *             "labels": {},
                     *             "kind": "page",
                     *             "target": "/blog",
                     *             "url": "https://crm.rcsistemas.example.com/webhooks",
                     *             "children": [
                     *               {
                     *                 "labels": {},
                     *                 "kind": "page",
                     *                 "target": "/blog",
                     *                 "url": "https://crm.rcsistemas.example.com/webhooks"
                     *               }
                     *             ]
                     *           }
                     *         ],
                     *         "footer": [
                     *           {
                     *             "labels": {},
                     *             "kind": "page",
                     *             "target": "/blog",
                     *             "url": "https://crm.rcsistemas.example.com/webhooks"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            header: {
                                labels: {
                                    [key: string]: string | null;
                                };
                                /** @enum {string} */
                                kind: "page" | "article" | "category" | "address";
                                target: string | null;
                                url: string | null;
                                children: {
                                    labels: {
                                        [key: string]: string | null;
                                    };
                                    /** @enum {string} */
                                    kind: "page" | "article" | "category" | "address";
                                    target: string | null;
                                    url: string | null;
                                }[];
                            }[];
                            footer: {
                                labels: {
                                    [key: string]: string | null;
                                };
                                /** @enum {string} */
                                kind: "page" | "article" | "category" | "address";
                                target: string | null;
                                url: string | null;
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    menusSave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "header": [
                 *         {
                 *           "labels": {
                 *             "pt-BR": "Produtos",
                 *             "en": "Products",
                 *             "es": "Productos",
                 *             "fr": "Produits",
                 *             "ht": "Pwodwi"
                 *           },
                 *           "kind": "page",
                 *           "target": "1",
                 *           "url": "/contato",
                 *           "children": [
                 *             {
                 *               "labels": {
                 *                 "pt-BR": "Produtos",
                 *                 "en": "Products",
                 *                 "es": "Productos",
                 *                 "fr": "Produits",
                 *                 "ht": "Pwodwi"
                 *               },
                 *               "kind": "page",
                 *               "target": "1",
                 *               "url": "/contato"
                 *             }
                 *           ]
                 *         }
                 *       ],
                 *       "footer": [
                 *         {
                 *           "labels": {
                 *             "pt-BR": "Produtos",
                 *             "en": "Products",
                 *             "es": "Productos",
                 *             "fr": "Produits",
                 *             "ht": "Pwodwi"
                 *           },
                 *           "kind": "page",
                 *           "target": "1",
                 *           "url": "/contato"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    header: {
                        labels: {
                            "pt-BR": string;
                            en?: string | null;
                            es?: string | null;
                            fr?: string | null;
                            ht?: string | null;
                        };
                        /** @enum {string} */
                        kind: "page" | "article" | "category" | "address";
                        target?: string | null;
                        url?: string | null;
                        children?: {
                            labels: {
                                "pt-BR": string;
                                en?: string | null;
                                es?: string | null;
                                fr?: string | null;
                                ht?: string | null;
                            };
                            /** @enum {string} */
                            kind: "page" | "article" | "category" | "address";
                            target?: string | null;
                            url?: string | null;
                        }[];
                    }[];
                    footer: {
                        labels: {
                            "pt-BR": string;
                            en?: string | null;
                            es?: string | null;
                            fr?: string | null;
                            ht?: string | null;
                        };
                        /** @enum {string} */
                        kind: "page" | "article" | "category" | "address";
                        target?: string | null;
                        url?: string | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "header": [
                     *           {
                     *             "labels": {},
                     *             "kind": "page",
                     *             "target": "/blog",
                     *             "url": "https://crm.rcsistemas.example.com/webhooks",
                     *             "children": [
                     *               {
                     *                 "labels": {},
                     *                 "kind": "page",
                     *                 "target": "/blog",
                     *                 "url": "https://crm.rcsistemas.example.com/webhooks"
                     *               }
                     *             ]
                     *           }
                     *         ],
                     *         "footer": [
                     *           {
                     *             "labels": {},
                     *             "kind": "page",
                     *             "target": "/blog",
                     *             "url": "https://crm.rcsistemas.example.com/webhooks"
                     *           }
                     *         ]
                     *       },
                     *       "message": "Menus saved."
                     *     }
                     */
                    "application/json": {
                        data: {
                            header: {
                                labels: {
                                    [key: string]: string | null;
                                };
                                /** @enum {string} */
                                kind: "page" | "article" | "category" | "address";
                                target: string | null;
                                url: string | null;
                                children: {
                                    labels: {
                                        [key: string]: string | null;
                                    };
                                    /** @enum {string} */
                                    kind: "page" | "article" | "category" | "address";
                                    target: string | null;
                                    url: string | null;
                                }[];
                            }[];
                            footer: {
                                labels: {
                                    [key: string]: string | null;
                                };
                                /** @enum {string} */
                                kind: "page" | "article" | "category" | "address";
                                target: string | null;
                                url: string | null;
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "Enter a path of this site, an https:// address, mailto: or tel:",
                     *       "errors": [
                     *         {
                     *           "field": "header.0.url",
                     *           "message": "Enter a path of this site, an https:// address, mailto: or tel:"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    siteTextsGet: {
        parameters: {
            query?: {
                /** @description Language of the texts read or written (else pt-BR): that language's own title, excerpt and content, empty where not yet translated; `translated` lists the languages written. */
                lang?: "pt-BR" | "en" | "es" | "fr" | "ht";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "hero": {
                     *           "kicker": "Ideias que movem empresas",
                     *           "lead": "Software de gestão e guias práticos de finanças, vendas e tecnologia para pequenas e médias empresas.",
                     *           "button": "Conheça o RC Sistema I",
                     *           "href": "/rc-sistemI"
                     *         },
                     *         "band": {
                     *           "title": "Toda a sua empresa em um só sistema",
                     *           "text": "Vendas, financeiro, estoque e pessoas em um só lugar.",
                     *           "button": "Conheça o RC Sistema I",
                     *           "href": "/rc-sistemI"
                     *         },
                     *         "reasons": {
                     *           "title": "Por que as empresas nos escolhem",
                     *           "items": [
                     *             {
                     *               "title": "Prático",
                     *               "text": "Cada guia termina com passos que você aplica ainda esta semana."
                     *             }
                     *           ]
                     *         },
                     *         "closing": {
                     *           "title": "Pronto para organizar a sua empresa?",
                     *           "text": "Fale com a nossa equipe.",
                     *           "button": "Falar com a equipe",
                     *           "href": "/contact"
                     *         },
                     *         "footerAbout": "Software de gestão e guias práticos para empresas que querem crescer com organização.",
                     *         "contactIntro": "Dúvidas, propostas ou uma demonstração do RC Sistema I: escreva para nós e responderemos em breve."
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            hero: {
                                kicker: string | null;
                                lead: string | null;
                                button: string | null;
                                href: string | null;
                            };
                            band: {
                                title: string | null;
                                text: string | null;
                                button: string | null;
                                href: string | null;
                            };
                            reasons: {
                                title: string | null;
                                items: {
                                    title: string | null;
                                    text: string | null;
                                }[];
                            };
                            closing: {
                                title: string | null;
                                text: string | null;
                                button: string | null;
                                href: string | null;
                            };
                            footerAbout: string | null;
                            contactIntro: string | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    siteTextsSave: {
        parameters: {
            query?: {
                /** @description Language of the texts read or written (else pt-BR): that language's own title, excerpt and content, empty where not yet translated; `translated` lists the languages written. */
                lang?: "pt-BR" | "en" | "es" | "fr" | "ht";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "hero": {
                 *         "kicker": "Ideias que movem empresas",
                 *         "lead": "Software de gestão e guias práticos de finanças, vendas e tecnologia para pequenas e médias empresas.",
                 *         "button": "Conheça o RC Sistema I",
                 *         "href": "/rc-sistemI"
                 *       },
                 *       "band": {
                 *         "title": "Como montar um orçamento anual realista para a sua empresa",
                 *         "text": "O orçamento anual costuma nascer de uma planilha herdada do ano anterior.",
                 *         "button": "Conheça o RC Sistema I",
                 *         "href": "/rc-sistemI"
                 *       },
                 *       "reasons": {
                 *         "title": "Como montar um orçamento anual realista para a sua empresa",
                 *         "items": [
                 *           {
                 *             "title": "Como montar um orçamento anual realista para a sua empresa",
                 *             "text": "O orçamento anual costuma nascer de uma planilha herdada do ano anterior."
                 *           }
                 *         ]
                 *       },
                 *       "closing": {
                 *         "title": "Como montar um orçamento anual realista para a sua empresa",
                 *         "text": "O orçamento anual costuma nascer de uma planilha herdada do ano anterior.",
                 *         "button": "Conheça o RC Sistema I",
                 *         "href": "/rc-sistemI"
                 *       },
                 *       "footerAbout": "Software de gestão e guias práticos para empresas que querem crescer com organização.",
                 *       "contactIntro": "Dúvidas, propostas ou uma demonstração do RC Sistema I: escreva para nós e responderemos em breve."
                 *     }
                 */
                "application/json": {
                    hero: {
                        /** @example Ideias que movem empresas */
                        kicker?: string | null;
                        /** @example Software de gestão e guias práticos de finanças, vendas e tecnologia para pequenas e médias empresas. */
                        lead?: string | null;
                        /** @example Conheça o RC Sistema I */
                        button?: string | null;
                        /** @example /rc-sistemI */
                        href?: ("" | string) | null;
                    };
                    band: {
                        title?: string | null;
                        text?: string | null;
                        /** @example Conheça o RC Sistema I */
                        button?: string | null;
                        /** @example /rc-sistemI */
                        href?: ("" | string) | null;
                    };
                    reasons: {
                        title?: string | null;
                        items: {
                            title?: string | null;
                            text?: string | null;
                        }[];
                    };
                    closing: {
                        title?: string | null;
                        text?: string | null;
                        /** @example Conheça o RC Sistema I */
                        button?: string | null;
                        /** @example /rc-sistemI */
                        href?: ("" | string) | null;
                    };
                    /** @example Software de gestão e guias práticos para empresas que querem crescer com organização. */
                    footerAbout?: string | null;
                    /** @example Dúvidas, propostas ou uma demonstração do RC Sistema I: escreva para nós e responderemos em breve. */
                    contactIntro?: string | null;
                };
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "hero": {
                     *           "kicker": "Ideias que movem empresas",
                     *           "lead": "Software de gestão e guias práticos de finanças, vendas e tecnologia para pequenas e médias empresas.",
                     *           "button": "Conheça o RC Sistema I",
                     *           "href": "/rc-sistemI"
                     *         },
                     *         "band": {
                     *           "title": "Toda a sua empresa em um só sistema",
                     *           "text": "Vendas, financeiro, estoque e pessoas em um só lugar.",
                     *           "button": "Conheça o RC Sistema I",
                     *           "href": "/rc-sistemI"
                     *         },
                     *         "reasons": {
                     *           "title": "Por que as empresas nos escolhem",
                     *           "items": [
                     *             {
                     *               "title": "Prático",
                     *               "text": "Cada guia termina com passos que você aplica ainda esta semana."
                     *             }
                     *           ]
                     *         },
                     *         "closing": {
                     *           "title": "Pronto para organizar a sua empresa?",
                     *           "text": "Fale com a nossa equipe.",
                     *           "button": "Falar com a equipe",
                     *           "href": "/contact"
                     *         },
                     *         "footerAbout": "Software de gestão e guias práticos para empresas que querem crescer com organização.",
                     *         "contactIntro": "Dúvidas, propostas ou uma demonstração do RC Sistema I: escreva para nós e responderemos em breve."
                     *       },
                     *       "message": "Settings updated successfully"
                     *     }
                     */
                    "application/json": {
                        data: {
                            hero: {
                                kicker: string | null;
                                lead: string | null;
                                button: string | null;
                                href: string | null;
                            };
                            band: {
                                title: string | null;
                                text: string | null;
                                button: string | null;
                                href: string | null;
                            };
                            reasons: {
                                title: string | null;
                                items: {
                                    title: string | null;
                                    text: string | null;
                                }[];
                            };
                            closing: {
                                title: string | null;
                                text: string | null;
                                button: string | null;
                                href: string | null;
                            };
                            footerAbout: string | null;
                            contactIntro: string | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "Enter a path of this site, an https:// address, mailto: or tel:",
                     *       "errors": [
                     *         {
                     *           "field": "closing.href",
                     *           "message": "Enter a path of this site, an https:// address, mailto: or tel:"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    layoutLatest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "currentVersion": "v1"
                     *       },
                     *       "message": "Layout loaded successfully"
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            currentVersion: "v1" | "v2";
                        };
                        message?: string;
                    };
                };
            };
        };
    };
    layoutSave: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the first request with this key runs and its answer (success or refusal) is kept for 24 hours; the same key with the same request answers it again, marked `Idempotent-Replayed: true`, without doing the work twice, on any instance. The same key with another request answers 422; while the first still runs, 409 with Retry-After. A key belongs to its caller and operation. A request the contract refuses (400) does not use the key.
                 * @example 6f1c2b7e-3d4a-4e5f-9a8b-7c6d5e4f3a2b
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "version": "V1"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    version: "V1" | "V2";
                };
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "currentVersion": "v1"
                     *       },
                     *       "message": "Layout saved successfully"
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            currentVersion: "v1" | "v2";
                        };
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "CONFLICT",
                     *       "message": "Version already applied"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "Refers to a record that does not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    publicWhatsapp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "phone": "11988881201",
                     *         "message": "Olá! Vim pelo site e gostaria de conhecer o RC Sistema I.",
                     *         "color": "#1E7E34",
                     *         "enabled": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Whatsapp"];
                        message?: string;
                    };
                };
            };
        };
    };
    whatsappUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "phone": "11988881201",
                 *       "message": "Olá! Vim pelo site e gostaria de conhecer o RC Sistema I.",
                 *       "color": "#1E7E34",
                 *       "enabled": true
                 *     }
                 */
                "application/json": {
                    phone: string;
                    message?: string;
                    color: string;
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "phone": "11988881201",
                     *         "message": "Olá! Vim pelo site e gostaria de conhecer o RC Sistema I.",
                     *         "color": "#1E7E34",
                     *         "enabled": true
                     *       },
                     *       "message": "Settings updated successfully"
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Whatsapp"];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "Refers to a record that does not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    publicCompany: {
        parameters: {
            query?: {
                /** @description Language of the content (else Accept-Language, else pt-BR); a text not yet translated comes in pt-BR. The answer names it in Content-Language. */
                lang?: "pt-BR" | "en" | "es" | "fr" | "ht";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "name": "Mariana",
                     *         "tagline": "Gestão simples para empresas que querem crescer",
                     *         "email": "mariana.costa@example.com",
                     *         "phone": "11988881201",
                     *         "address": "Av. Paulista, 1000, 12º andar\nBela Vista, São Paulo - SP\n01310-100",
                     *         "logo": {
                     *           "id": 1,
                     *           "url": "https://crm.rcsistemas.example.com/webhooks",
                     *           "alt": "Gráfico de receitas e despesas ao longo do ano"
                     *         },
                     *         "timeZone": "America/Noronha"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Company"];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    companyUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Mariana",
                 *       "tagline": "Gestão simples para empresas que querem crescer",
                 *       "email": "mariana.costa@example.com",
                 *       "phone": "11988881201",
                 *       "address": "Av. Paulista, 1000, 12º andar\nBela Vista, São Paulo - SP\n01310-100",
                 *       "logo": "1",
                 *       "timeZone": "America/Noronha"
                 *     }
                 */
                "application/json": {
                    name?: string;
                    tagline?: string;
                    email?: string | "";
                    phone?: string;
                    address?: string;
                    logo?: (string | number) | null;
                    /** @enum {string} */
                    timeZone?: "America/Noronha" | "America/Sao_Paulo" | "America/Bahia" | "America/Fortaleza" | "America/Recife" | "America/Belem" | "America/Cuiaba" | "America/Campo_Grande" | "America/Manaus" | "America/Porto_Velho" | "America/Boa_Vista" | "America/Rio_Branco" | "America/Argentina/Buenos_Aires" | "America/Montevideo" | "America/Asuncion" | "America/Santiago" | "America/La_Paz" | "America/Lima" | "America/Bogota" | "America/Caracas" | "America/Mexico_City" | "America/Port-au-Prince" | "America/Toronto" | "America/New_York" | "America/Chicago" | "America/Denver" | "America/Los_Angeles" | "Atlantic/Azores" | "Europe/Lisbon" | "Europe/London" | "Europe/Madrid" | "Europe/Paris" | "Europe/Berlin" | "Africa/Luanda" | "Africa/Maputo" | "UTC";
                };
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "name": "Mariana",
                     *         "tagline": "Gestão simples para empresas que querem crescer",
                     *         "email": "mariana.costa@example.com",
                     *         "phone": "11988881201",
                     *         "address": "Av. Paulista, 1000, 12º andar\nBela Vista, São Paulo - SP\n01310-100",
                     *         "logo": {
                     *           "id": 1,
                     *           "url": "https://crm.rcsistemas.example.com/webhooks",
                     *           "alt": "Gráfico de receitas e despesas ao longo do ano"
                     *         },
                     *         "timeZone": "America/Noronha"
                     *       },
                     *       "message": "Settings updated successfully"
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Company"];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "Refers to a record that does not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    publicFaqs: {
        parameters: {
            query?: {
                /** @description Only the questions about this product. */
                product?: string;
                /** @description Language of the content (else Accept-Language, else pt-BR); a text not yet translated comes in pt-BR. The answer names it in Content-Language. */
                lang?: "pt-BR" | "en" | "es" | "fr" | "ht";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "product": "rc-sistemI",
                     *           "question": "O que é o RC Sistema I?",
                     *           "answer": "É um sistema de gestão na nuvem que reúne finanças, vendas, estoque e emissão de notas fiscais em um só lugar, pensado para pequenas e médias empresas.",
                     *           "lang": "pt-BR"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Faq"][];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    openapi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
        };
    };
    docs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    docsScript: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript": string;
                };
            };
        };
    };
    statistics: {
        parameters: {
            query?: {
                /** @description The period the figures cover, ending now. */
                period?: "7d" | "30d" | "90d" | "12m";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "period": "7d",
                     *         "totalReads": 1,
                     *         "totalCreated": 1,
                     *         "unreadArticles": 1,
                     *         "authors": 1,
                     *         "recentArticles": [
                     *           {
                     *             "id": 1,
                     *             "title": "Como montar um orçamento anual realista para a sua empresa",
                     *             "slug": "como-montar-um-orcamento-anual-realista-para-a-sua-empresa",
                     *             "status": "draft",
                     *             "publishedAt": "2026-11-20T13:30:00.000Z",
                     *             "createdAt": "2026-11-20T13:30:00.000Z"
                     *           }
                     *         ],
                     *         "readsPerDay": [
                     *           {
                     *             "day": "2026-11-20",
                     *             "reads": 1
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            period: "7d" | "30d" | "90d" | "12m";
                            totalReads: number;
                            totalCreated: number;
                            unreadArticles: number;
                            authors: number;
                            recentArticles: {
                                id: number | string;
                                title: string;
                                slug?: string | null;
                                /** @enum {string} */
                                status: "draft" | "review" | "scheduled" | "published";
                                publishedAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            readsPerDay: {
                                day: string;
                                reads: number;
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "BUSY",
                     *       "message": "The service is briefly unavailable. Please try again in a moment."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    importsList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "status": "running",
                     *           "dryRun": true,
                     *           "fileName": "export-wordpress-2026-11-20.xml",
                     *           "format": "wxr",
                     *           "done": 1,
                     *           "total": 1,
                     *           "resumed": true,
                     *           "error": "The endpoint answered 500",
                     *           "detail": "A linha 12 não tem e-mail",
                     *           "report": {
                     *             "format": "wxr",
                     *             "site": "https://blog.rcsistemas.example.com",
                     *             "dryRun": true,
                     *             "posts": 1,
                     *             "language": "pt-BR",
                     *             "articles": {
                     *               "created": 1,
                     *               "existing": 1
                     *             },
                     *             "pages": {
                     *               "created": 1,
                     *               "existing": 1
                     *             },
                     *             "menuItems": {
                     *               "created": 1,
                     *               "existing": 1
                     *             },
                     *             "categories": {
                     *               "created": 1,
                     *               "existing": 1
                     *             },
                     *             "tags": {
                     *               "created": 1,
                     *               "existing": 1
                     *             },
                     *             "authors": {
                     *               "created": 1,
                     *               "existing": 1
                     *             },
                     *             "images": {
                     *               "created": 1,
                     *               "existing": 1,
                     *               "missing": 1
                     *             },
                     *             "redirects": {
                     *               "created": 1,
                     *               "existing": 1
                     *             },
                     *             "statuses": {
                     *               "published": 1,
                     *               "scheduled": 1,
                     *               "draft": 1
                     *             },
                     *             "skipped": {
                     *               "pages": 1,
                     *               "attachments": 1,
                     *               "menuItems": 1,
                     *               "comments": 1,
                     *               "other": 1
                     *             },
                     *             "comments": [
                     *               {
                     *                 "item": "Como montar um orçamento anual realista para a sua empresa",
                     *                 "count": 1
                     *               }
                     *             ],
                     *             "notes": {
                     *               "privateAsDraft": {
                     *                 "count": 1,
                     *                 "examples": []
                     *               },
                     *               "passwordAsDraft": {
                     *                 "count": 1,
                     *                 "examples": []
                     *               },
                     *               "categoryFlattened": {
                     *                 "count": 1,
                     *                 "examples": []
                     *               },
                     *               "titleCleaned": {
                     *                 "count": 1,
                     *                 "examples": []
                     *               },
                     *               "titleRenamed": {
                     *                 "count": 1,
                     *                 "examples": []
                     *               },
                     *               "untitled": {
                     *                 "count": 1,
                     *                 "examples": []
                     *               },
                     *               "excerptShortened": {
                     *                 "count": 1,
                     *                 "examples": []
                     *               },
                     *               "emptyBody": {
                     *                 "count": 1,
                     *                 "examples": []
                     *               },
                     *               "gallerySimplified": {
                     *                 "count": 1,
                     *                 "examples": []
                     *               },
                     *               "embedAsLink": {
                     *                 "count": 1,
                     *                 "examples": []
                     *               },
                     *               "shortcodeRemoved": {
                     *                 "count": 1,
                     *                 "examples": []
                     *               },
                     *               "scriptRemoved": {
                     *                 "count": 1,
                     *                 "examples": []
                     *               },
                     *               "imageMissing": {
                     *                 "count": 1,
                     *                 "examples": []
                     *               },
                     *               "coverMissing": {
                     *                 "count": 1,
                     *                 "examples": []
                     *               },
                     *               "noCategory": {
                     *                 "count": 1,
                     *                 "examples": []
                     *               },
                     *               "authorMatched": {
                     *                 "count": 1,
                     *                 "examples": []
                     *               },
                     *               "addressTaken": {
                     *                 "count": 1,
                     *                 "examples": []
                     *               },
                     *               "addressLive": {
                     *                 "count": 1,
                     *                 "examples": []
                     *               },
                     *               "postRefused": {
                     *                 "count": 1,
                     *                 "examples": []
                     *               },
                     *               "fieldMissing": {
                     *                 "count": 1,
                     *                 "examples": []
                     *               },
                     *               "scheduledAsDraft": {
                     *                 "count": 1,
                     *                 "examples": []
                     *               },
                     *               "pageMoved": {
                     *                 "count": 1,
                     *                 "examples": []
                     *               },
                     *               "definitionListAsList": {
                     *                 "count": 1,
                     *                 "examples": []
                     *               },
                     *               "cardSimplified": {
                     *                 "count": 1,
                     *                 "examples": []
                     *               },
                     *               "placeholderPage": {
                     *                 "count": 1,
                     *                 "examples": []
                     *               },
                     *               "mediaNotBrought": {
                     *                 "count": 1,
                     *                 "examples": []
                     *               },
                     *               "bodyAsText": {
                     *                 "count": 1,
                     *                 "examples": []
                     *               },
                     *               "menusKept": {
                     *                 "count": 1,
                     *                 "examples": []
                     *               },
                     *               "menuItemsDropped": {
                     *                 "count": 1,
                     *                 "examples": []
                     *               },
                     *               "menuFlattened": {
                     *                 "count": 1,
                     *                 "examples": []
                     *               }
                     *             },
                     *             "redirectExamples": [
                     *               {
                     *                 "from": "draft",
                     *                 "to": "published"
                     *               }
                     *             ]
                     *           },
                     *           "createdAt": "2026-11-20T13:30:00.000Z",
                     *           "finishedAt": "2026-11-20T13:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: {
                            id: number | string;
                            /** @enum {string} */
                            status: "running" | "done" | "failed";
                            dryRun: boolean;
                            fileName: string | null;
                            format: ("wxr" | "ghost") | null;
                            done: number;
                            total: number;
                            resumed: boolean;
                            error: string | null;
                            detail: string | null;
                            report: {
                                /** @enum {string} */
                                format: "wxr" | "ghost";
                                site: string;
                                dryRun: boolean;
                                posts: number;
                                /** @enum {string} */
                                language?: "pt-BR" | "en" | "es" | "fr" | "ht";
                                articles: {
                                    created: number;
                                    existing: number;
                                };
                                pages?: {
                                    created: number;
                                    existing: number;
                                };
                                menuItems?: {
                                    created: number;
                                    existing: number;
                                };
                                categories: {
                                    created: number;
                                    existing: number;
                                };
                                tags: {
                                    created: number;
                                    existing: number;
                                };
                                authors: {
                                    created: number;
                                    existing: number;
                                };
                                images: {
                                    created: number;
                                    existing: number;
                                    missing: number;
                                };
                                redirects: {
                                    created: number;
                                    existing: number;
                                };
                                statuses: {
                                    published: number;
                                    scheduled: number;
                                    draft: number;
                                };
                                skipped: {
                                    pages: number;
                                    attachments: number;
                                    menuItems: number;
                                    comments: number;
                                    other: number;
                                };
                                comments?: {
                                    item: string;
                                    count: number;
                                }[];
                                notes: {
                                    [key: string]: {
                                        count: number;
                                        examples: {
                                            item: string;
                                            detail?: string;
                                        }[];
                                    };
                                };
                                redirectExamples: {
                                    from: string;
                                    to: string;
                                }[];
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                            finishedAt: string | null;
                        }[];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    importStart: {
        parameters: {
            query?: {
                /** @description true: read and check the file and report what would be imported, without importing anything. */
                dryRun?: "true" | "false";
                /** @description The language the imported texts are in (else the company’s). */
                language?: "pt-BR" | "en" | "es" | "fr" | "ht";
                /** @description Part of the name (case and accents ignored). */
                name?: string;
            };
            header?: {
                /**
                 * @description Makes a retry safe: the first request with this key runs and its answer (success or refusal) is kept for 24 hours; the same key with the same request answers it again, marked `Idempotent-Replayed: true`, without doing the work twice, on any instance. The same key with another request answers 422; while the first still runs, 409 with Retry-After. A key belongs to its caller and operation. A request the contract refuses (400) does not use the key.
                 * @example 6f1c2b7e-3d4a-4e5f-9a8b-7c6d5e4f3a2b
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/octet-stream": string;
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "status": "running",
                     *         "dryRun": true,
                     *         "fileName": "export-wordpress-2026-11-20.xml",
                     *         "format": "wxr",
                     *         "done": 1,
                     *         "total": 1,
                     *         "resumed": true,
                     *         "error": "The endpoint answered 500",
                     *         "detail": "A linha 12 não tem e-mail",
                     *         "report": {
                     *           "format": "wxr",
                     *           "site": "https://blog.rcsistemas.example.com",
                     *           "dryRun": true,
                     *           "posts": 1,
                     *           "language": "pt-BR",
                     *           "articles": {
                     *             "created": 1,
                     *             "existing": 1
                     *           },
                     *           "pages": {
                     *             "created": 1,
                     *             "existing": 1
                     *           },
                     *           "menuItems": {
                     *             "created": 1,
                     *             "existing": 1
                     *           },
                     *           "categories": {
                     *             "created": 1,
                     *             "existing": 1
                     *           },
                     *           "tags": {
                     *             "created": 1,
                     *             "existing": 1
                     *           },
                     *           "authors": {
                     *             "created": 1,
                     *             "existing": 1
                     *           },
                     *           "images": {
                     *             "created": 1,
                     *             "existing": 1,
                     *             "missing": 1
                     *           },
                     *           "redirects": {
                     *             "created": 1,
                     *             "existing": 1
                     *           },
                     *           "statuses": {
                     *             "published": 1,
                     *             "scheduled": 1,
                     *             "draft": 1
                     *           },
                     *           "skipped": {
                     *             "pages": 1,
                     *             "attachments": 1,
                     *             "menuItems": 1,
                     *             "comments": 1,
                     *             "other": 1
                     *           },
                     *           "comments": [
                     *             {
                     *               "item": "Como montar um orçamento anual realista para a sua empresa",
                     *               "count": 1
                     *             }
                     *           ],
                     *           "notes": {
                     *             "privateAsDraft": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "passwordAsDraft": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "categoryFlattened": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "titleCleaned": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "titleRenamed": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "untitled": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "excerptShortened": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "emptyBody": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "gallerySimplified": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "embedAsLink": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "shortcodeRemoved": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "scriptRemoved": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "imageMissing": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "coverMissing": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "noCategory": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "authorMatched": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "addressTaken": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "addressLive": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "postRefused": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "fieldMissing": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "scheduledAsDraft": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "pageMoved": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "definitionListAsList": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "cardSimplified": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "placeholderPage": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "mediaNotBrought": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "bodyAsText": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "menusKept": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "menuItemsDropped": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "menuFlattened": {
                     *               "count": 1,
                     *               "examples": []
                     *             }
                     *           },
                     *           "redirectExamples": [
                     *             {
                     *               "from": "draft",
                     *               "to": "published"
                     *             }
                     *           ]
                     *         },
                     *         "createdAt": "2026-11-20T13:30:00.000Z",
                     *         "finishedAt": "2026-11-20T13:30:00.000Z"
                     *       },
                     *       "message": "Import started"
                     *     }
                     */
                    "application/json": {
                        data: {
                            id: number | string;
                            /** @enum {string} */
                            status: "running" | "done" | "failed";
                            dryRun: boolean;
                            fileName: string | null;
                            format: ("wxr" | "ghost") | null;
                            done: number;
                            total: number;
                            resumed: boolean;
                            error: string | null;
                            detail: string | null;
                            report: {
                                /** @enum {string} */
                                format: "wxr" | "ghost";
                                site: string;
                                dryRun: boolean;
                                posts: number;
                                /** @enum {string} */
                                language?: "pt-BR" | "en" | "es" | "fr" | "ht";
                                articles: {
                                    created: number;
                                    existing: number;
                                };
                                pages?: {
                                    created: number;
                                    existing: number;
                                };
                                menuItems?: {
                                    created: number;
                                    existing: number;
                                };
                                categories: {
                                    created: number;
                                    existing: number;
                                };
                                tags: {
                                    created: number;
                                    existing: number;
                                };
                                authors: {
                                    created: number;
                                    existing: number;
                                };
                                images: {
                                    created: number;
                                    existing: number;
                                    missing: number;
                                };
                                redirects: {
                                    created: number;
                                    existing: number;
                                };
                                statuses: {
                                    published: number;
                                    scheduled: number;
                                    draft: number;
                                };
                                skipped: {
                                    pages: number;
                                    attachments: number;
                                    menuItems: number;
                                    comments: number;
                                    other: number;
                                };
                                comments?: {
                                    item: string;
                                    count: number;
                                }[];
                                notes: {
                                    [key: string]: {
                                        count: number;
                                        examples: {
                                            item: string;
                                            detail?: string;
                                        }[];
                                    };
                                };
                                redirectExamples: {
                                    from: string;
                                    to: string;
                                }[];
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                            finishedAt: string | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "CONFLICT",
                     *       "message": "An import is already running: wait for it to finish"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "The file is empty",
                     *       "errors": [
                     *         {
                     *           "field": "file",
                     *           "message": "The file is empty"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    importStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource, as its answers give it (digits, or 24 hex characters on MongoDB). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "status": "running",
                     *         "dryRun": true,
                     *         "fileName": "export-wordpress-2026-11-20.xml",
                     *         "format": "wxr",
                     *         "done": 1,
                     *         "total": 1,
                     *         "resumed": true,
                     *         "error": "The endpoint answered 500",
                     *         "detail": "A linha 12 não tem e-mail",
                     *         "report": {
                     *           "format": "wxr",
                     *           "site": "https://blog.rcsistemas.example.com",
                     *           "dryRun": true,
                     *           "posts": 1,
                     *           "language": "pt-BR",
                     *           "articles": {
                     *             "created": 1,
                     *             "existing": 1
                     *           },
                     *           "pages": {
                     *             "created": 1,
                     *             "existing": 1
                     *           },
                     *           "menuItems": {
                     *             "created": 1,
                     *             "existing": 1
                     *           },
                     *           "categories": {
                     *             "created": 1,
                     *             "existing": 1
                     *           },
                     *           "tags": {
                     *             "created": 1,
                     *             "existing": 1
                     *           },
                     *           "authors": {
                     *             "created": 1,
                     *             "existing": 1
                     *           },
                     *           "images": {
                     *             "created": 1,
                     *             "existing": 1,
                     *             "missing": 1
                     *           },
                     *           "redirects": {
                     *             "created": 1,
                     *             "existing": 1
                     *           },
                     *           "statuses": {
                     *             "published": 1,
                     *             "scheduled": 1,
                     *             "draft": 1
                     *           },
                     *           "skipped": {
                     *             "pages": 1,
                     *             "attachments": 1,
                     *             "menuItems": 1,
                     *             "comments": 1,
                     *             "other": 1
                     *           },
                     *           "comments": [
                     *             {
                     *               "item": "Como montar um orçamento anual realista para a sua empresa",
                     *               "count": 1
                     *             }
                     *           ],
                     *           "notes": {
                     *             "privateAsDraft": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "passwordAsDraft": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "categoryFlattened": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "titleCleaned": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "titleRenamed": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "untitled": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "excerptShortened": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "emptyBody": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "gallerySimplified": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "embedAsLink": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "shortcodeRemoved": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "scriptRemoved": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "imageMissing": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "coverMissing": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "noCategory": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "authorMatched": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "addressTaken": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "addressLive": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "postRefused": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "fieldMissing": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "scheduledAsDraft": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "pageMoved": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "definitionListAsList": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "cardSimplified": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "placeholderPage": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "mediaNotBrought": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "bodyAsText": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "menusKept": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "menuItemsDropped": {
                     *               "count": 1,
                     *               "examples": []
                     *             },
                     *             "menuFlattened": {
                     *               "count": 1,
                     *               "examples": []
                     *             }
                     *           },
                     *           "redirectExamples": [
                     *             {
                     *               "from": "draft",
                     *               "to": "published"
                     *             }
                     *           ]
                     *         },
                     *         "createdAt": "2026-11-20T13:30:00.000Z",
                     *         "finishedAt": "2026-11-20T13:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            id: number | string;
                            /** @enum {string} */
                            status: "running" | "done" | "failed";
                            dryRun: boolean;
                            fileName: string | null;
                            format: ("wxr" | "ghost") | null;
                            done: number;
                            total: number;
                            resumed: boolean;
                            error: string | null;
                            detail: string | null;
                            report: {
                                /** @enum {string} */
                                format: "wxr" | "ghost";
                                site: string;
                                dryRun: boolean;
                                posts: number;
                                /** @enum {string} */
                                language?: "pt-BR" | "en" | "es" | "fr" | "ht";
                                articles: {
                                    created: number;
                                    existing: number;
                                };
                                pages?: {
                                    created: number;
                                    existing: number;
                                };
                                menuItems?: {
                                    created: number;
                                    existing: number;
                                };
                                categories: {
                                    created: number;
                                    existing: number;
                                };
                                tags: {
                                    created: number;
                                    existing: number;
                                };
                                authors: {
                                    created: number;
                                    existing: number;
                                };
                                images: {
                                    created: number;
                                    existing: number;
                                    missing: number;
                                };
                                redirects: {
                                    created: number;
                                    existing: number;
                                };
                                statuses: {
                                    published: number;
                                    scheduled: number;
                                    draft: number;
                                };
                                skipped: {
                                    pages: number;
                                    attachments: number;
                                    menuItems: number;
                                    comments: number;
                                    other: number;
                                };
                                comments?: {
                                    item: string;
                                    count: number;
                                }[];
                                notes: {
                                    [key: string]: {
                                        count: number;
                                        examples: {
                                            item: string;
                                            detail?: string;
                                        }[];
                                    };
                                };
                                redirectExamples: {
                                    from: string;
                                    to: string;
                                }[];
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                            finishedAt: string | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    newsletterPreview: {
        parameters: {
            query: {
                /** @description The published article to show as the e-mail its subscribers would get. */
                article: string;
                /** @description The language to show it in. */
                language?: "pt-BR" | "en" | "es" | "fr" | "ht";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "subject": "Demonstração do RC Sistema I",
                     *         "html": "<p>O orçamento anual costuma nascer de uma planilha herdada do ano anterior.</p>",
                     *         "text": "O orçamento anual costuma nascer de uma planilha herdada do ano anterior."
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            subject: string;
                            html: string;
                            text: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    newsletterTest: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the first request with this key runs and its answer (success or refusal) is kept for 24 hours; the same key with the same request answers it again, marked `Idempotent-Replayed: true`, without doing the work twice, on any instance. The same key with another request answers 422; while the first still runs, 409 with Retry-After. A key belongs to its caller and operation. A request the contract refuses (400) does not use the key.
                 * @example 6f1c2b7e-3d4a-4e5f-9a8b-7c6d5e4f3a2b
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "article": "1",
                 *       "language": "pt-BR"
                 *     }
                 */
                "application/json": {
                    article: string | number;
                    /**
                     * @default pt-BR
                     * @enum {string}
                     */
                    language?: "pt-BR" | "en" | "es" | "fr" | "ht";
                };
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": null,
                     *       "message": "Test e-mail sent to your address"
                     *     }
                     */
                    "application/json": {
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "CONFLICT",
                     *       "message": "A request with this Idempotency-Key is still in progress; try again in a moment"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "Refers to a record that does not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    newsletterBounce: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the first request with this key runs and its answer (success or refusal) is kept for 24 hours; the same key with the same request answers it again, marked `Idempotent-Replayed: true`, without doing the work twice, on any instance. The same key with another request answers 422; while the first still runs, 409 with Retry-After. A key belongs to its caller and operation. A request the contract refuses (400) does not use the key.
                 * @example 6f1c2b7e-3d4a-4e5f-9a8b-7c6d5e4f3a2b
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "mariana.costa@example.com"
                 *     }
                 */
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "outcome": "counted"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            outcome: "counted" | "bounced" | "unknown";
                        };
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "CONFLICT",
                     *       "message": "A request with this Idempotency-Key is still in progress; try again in a moment"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "Refers to a record that does not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    newsletterSends: {
        parameters: {
            query?: {
                /** @description The page, from 1. With a cursor, the cursor decides and page only names it. */
                page?: number;
                /** @description How many items a page holds. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "article": {
                     *             "id": 1,
                     *             "title": "Como montar um orçamento anual realista para a sua empresa",
                     *             "path": "/post/como-montar-um-orcamento-anual-realista-para-a-sua-empresa/1"
                     *           },
                     *           "status": "sending",
                     *           "sent": 1,
                     *           "failed": 1,
                     *           "skipped": 1,
                     *           "lastError": "The endpoint answered 500",
                     *           "retryAt": "2030-03-15T12:00:00.000Z",
                     *           "createdAt": "2026-11-20T13:30:00.000Z",
                     *           "finishedAt": "2026-11-20T13:30:00.000Z"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "page": 1,
                     *         "limit": 1,
                     *         "total": 1,
                     *         "totalPages": 1,
                     *         "nextCursor": "eyJ2IjpbIjIwMjYtMTEtMjBUMTM6MzA6MDAuMDAwWiJdLCJpIjoxMiwicCI6Mn0"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["NewsletterSend"][];
                        message?: string;
                        meta: {
                            page: number;
                            limit: number;
                            total: number;
                            totalPages: number;
                            nextCursor?: string | null;
                        };
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    newsletterSendCreate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the first request with this key runs and its answer (success or refusal) is kept for 24 hours; the same key with the same request answers it again, marked `Idempotent-Replayed: true`, without doing the work twice, on any instance. The same key with another request answers 422; while the first still runs, 409 with Retry-After. A key belongs to its caller and operation. A request the contract refuses (400) does not use the key.
                 * @example 6f1c2b7e-3d4a-4e5f-9a8b-7c6d5e4f3a2b
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "article": "1",
                 *       "again": true
                 *     }
                 */
                "application/json": {
                    article: string | number;
                    again?: boolean;
                };
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "article": {
                     *           "id": 1,
                     *           "title": "Como montar um orçamento anual realista para a sua empresa",
                     *           "path": "/post/como-montar-um-orcamento-anual-realista-para-a-sua-empresa/1"
                     *         },
                     *         "status": "sending",
                     *         "sent": 1,
                     *         "failed": 1,
                     *         "skipped": 1,
                     *         "lastError": "The endpoint answered 500",
                     *         "retryAt": "2030-03-15T12:00:00.000Z",
                     *         "createdAt": "2026-11-20T13:30:00.000Z",
                     *         "finishedAt": "2026-11-20T13:30:00.000Z"
                     *       },
                     *       "message": "Newsletter send started"
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["NewsletterSend"];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "CONFLICT",
                     *       "message": "This article was already sent to subscribers; ask explicitly to send it again"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "Refers to a record that does not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    newsletterSendGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource, as its answers give it (digits, or 24 hex characters on MongoDB). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "article": {
                     *           "id": 1,
                     *           "title": "Como montar um orçamento anual realista para a sua empresa",
                     *           "path": "/post/como-montar-um-orcamento-anual-realista-para-a-sua-empresa/1"
                     *         },
                     *         "status": "sending",
                     *         "sent": 1,
                     *         "failed": 1,
                     *         "skipped": 1,
                     *         "lastError": "The endpoint answered 500",
                     *         "retryAt": "2030-03-15T12:00:00.000Z",
                     *         "createdAt": "2026-11-20T13:30:00.000Z",
                     *         "finishedAt": "2026-11-20T13:30:00.000Z",
                     *         "failures": [
                     *           {
                     *             "email": "mariana.costa@example.com",
                     *             "response": "ok",
                     *             "at": "2026-11-20T13:30:00.000Z"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["NewsletterSendDetail"];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    newsletterSendControl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource, as its answers give it (digits, or 24 hex characters on MongoDB). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "pause"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    action: "pause" | "resume" | "cancel";
                };
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "article": {
                     *           "id": 1,
                     *           "title": "Como montar um orçamento anual realista para a sua empresa",
                     *           "path": "/post/como-montar-um-orcamento-anual-realista-para-a-sua-empresa/1"
                     *         },
                     *         "status": "sending",
                     *         "sent": 1,
                     *         "failed": 1,
                     *         "skipped": 1,
                     *         "lastError": "The endpoint answered 500",
                     *         "retryAt": "2030-03-15T12:00:00.000Z",
                     *         "createdAt": "2026-11-20T13:30:00.000Z",
                     *         "finishedAt": "2026-11-20T13:30:00.000Z"
                     *       },
                     *       "message": "Newsletter send updated"
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["NewsletterSend"];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "CONFLICT",
                     *       "message": "This send cannot change that way in its current state"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "Refers to a record that does not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    newsletterOneClick: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource, as its answers give it (digits, or 24 hex characters on MongoDB). */
                id: string;
                /** @description The resource's unique key (a UUID), as its answers give it: the id and the key must name the same record. */
                uniqueKey: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "List-Unsubscribe": "One-Click"
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    /** @constant */
                    "List-Unsubscribe": "One-Click";
                };
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": null,
                     *       "message": "You have been unsubscribed"
                     *     }
                     */
                    "application/json": {
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "Refers to a record that does not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "RATE_LIMITED",
                     *       "message": "Too many requests. Please try again later."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    newsletterConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "1",
                 *       "token": "1767225600.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
                 *     }
                 */
                "application/json": {
                    id: string;
                    token: string;
                };
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": null,
                     *       "message": "Subscription confirmed"
                     *     }
                     */
                    "application/json": {
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "CONFLICT",
                     *       "message": "This confirmation link has already been used or was replaced by a newer one."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "The confirmation link is invalid or has expired. Sign up again to get a new one.",
                     *       "errors": [
                     *         {
                     *           "field": "token",
                     *           "message": "The confirmation link is invalid or has expired. Sign up again to get a new one."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "RATE_LIMITED",
                     *       "message": "Too many requests. Please try again later."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    newsletterSettingsGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "confirmByEmail": true,
                     *         "content": "excerpt"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["NewsletterSettings"];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    newsletterSettingsUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "confirmByEmail": true,
                 *       "content": "excerpt"
                 *     }
                 */
                "application/json": {
                    confirmByEmail: boolean;
                    /** @enum {string} */
                    content: "excerpt" | "full";
                };
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "confirmByEmail": true,
                     *         "content": "excerpt"
                     *       },
                     *       "message": "Newsletter settings saved"
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["NewsletterSettings"];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "Refers to a record that does not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    webhooksList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "url": "https://crm.rcsistemas.example.com/webhooks",
                     *           "description": "Integração com o CRM",
                     *           "events": [
                     *             "article.published"
                     *           ],
                     *           "status": "active",
                     *           "failingSince": "2030-03-15T12:00:00.000Z",
                     *           "disabledAt": "2030-03-15T12:00:00.000Z",
                     *           "createdAt": "2026-11-20T13:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["WebhookEndpoint"][];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    webhookCreate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the first request with this key runs and its answer (success or refusal) is kept for 24 hours; the same key with the same request answers it again, marked `Idempotent-Replayed: true`, without doing the work twice, on any instance. The same key with another request answers 422; while the first still runs, 409 with Retry-After. A key belongs to its caller and operation. A request the contract refuses (400) does not use the key.
                 * @example 6f1c2b7e-3d4a-4e5f-9a8b-7c6d5e4f3a2b
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://crm.rcsistemas.example.com/webhooks",
                 *       "description": "Integração com o CRM",
                 *       "events": [
                 *         "article.published"
                 *       ]
                 *     }
                 */
                "application/json": {
                    url: string;
                    description?: string;
                    events: ("article.published" | "article.unpublished" | "article.updated" | "article.deleted" | "page.published" | "page.unpublished" | "page.updated" | "page.deleted" | "lead.created" | "message.received" | "newsletter.subscribed" | "newsletter.unsubscribed" | "form.submitted")[];
                };
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "url": "https://crm.rcsistemas.example.com/webhooks",
                     *         "description": "Integração com o CRM",
                     *         "events": [
                     *           "article.published"
                     *         ],
                     *         "status": "active",
                     *         "failingSince": "2030-03-15T12:00:00.000Z",
                     *         "disabledAt": "2030-03-15T12:00:00.000Z",
                     *         "createdAt": "2026-11-20T13:30:00.000Z",
                     *         "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
                     *       },
                     *       "message": "Webhook created"
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["WebhookEndpointWithSecret"];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "CONFLICT",
                     *       "message": "Webhook limit reached"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "Enter a public http(s) address: local, private and metadata addresses are refused",
                     *       "errors": [
                     *         {
                     *           "field": "url",
                     *           "message": "Enter a public http(s) address: local, private and metadata addresses are refused"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    webhookUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource, as its answers give it (digits, or 24 hex characters on MongoDB). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://crm.rcsistemas.example.com/webhooks",
                 *       "description": "Integração com o CRM",
                 *       "events": [
                 *         "article.published"
                 *       ],
                 *       "status": "active"
                 *     }
                 */
                "application/json": {
                    url?: string;
                    description?: string;
                    events?: ("article.published" | "article.unpublished" | "article.updated" | "article.deleted" | "page.published" | "page.unpublished" | "page.updated" | "page.deleted" | "lead.created" | "message.received" | "newsletter.subscribed" | "newsletter.unsubscribed" | "form.submitted")[];
                    /** @enum {string} */
                    status?: "active" | "disabled";
                };
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "url": "https://crm.rcsistemas.example.com/webhooks",
                     *         "description": "Integração com o CRM",
                     *         "events": [
                     *           "article.published"
                     *         ],
                     *         "status": "active",
                     *         "failingSince": "2030-03-15T12:00:00.000Z",
                     *         "disabledAt": "2030-03-15T12:00:00.000Z",
                     *         "createdAt": "2026-11-20T13:30:00.000Z"
                     *       },
                     *       "message": "Webhook updated"
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["WebhookEndpoint"];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "Enter a public http(s) address: local, private and metadata addresses are refused",
                     *       "errors": [
                     *         {
                     *           "field": "url",
                     *           "message": "Enter a public http(s) address: local, private and metadata addresses are refused"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    webhookDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource, as its answers give it (digits, or 24 hex characters on MongoDB). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": null,
                     *       "message": "Webhook deleted"
                     *     }
                     */
                    "application/json": {
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    webhookDeliveries: {
        parameters: {
            query?: {
                /** @description The page, from 1. With a cursor, the cursor decides and page only names it. */
                page?: number;
                /** @description How many items a page holds. */
                limit?: number;
                /** @description The next page's place: meta.nextCursor of the previous answer. Faster than page on deep pages; cannot be combined with search. */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description The id of the resource, as its answers give it (digits, or 24 hex characters on MongoDB). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "event": "lead.created",
                     *           "messageId": "<0f3c2a9e.1732108200@rcsistemas.example.com>",
                     *           "status": "pending",
                     *           "attempts": 1,
                     *           "lastStatusCode": 1,
                     *           "lastDurationMs": 1,
                     *           "lastError": "The endpoint answered 500",
                     *           "deliveredAt": "2026-11-20T13:30:00.000Z",
                     *           "createdAt": "2026-11-20T13:30:00.000Z",
                     *           "updatedAt": "2026-11-20T13:30:00.000Z"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "page": 1,
                     *         "limit": 1,
                     *         "total": 1,
                     *         "totalPages": 1,
                     *         "nextCursor": "eyJ2IjpbIjIwMjYtMTEtMjBUMTM6MzA6MDAuMDAwWiJdLCJpIjoxMiwicCI6Mn0"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["WebhookDelivery"][];
                        message?: string;
                        meta: {
                            page: number;
                            limit: number;
                            total: number;
                            totalPages: number;
                            nextCursor?: string | null;
                        };
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "This page link is no longer valid: start again from the first page",
                     *       "errors": [
                     *         {
                     *           "field": "query.cursor",
                     *           "message": "This page link is no longer valid: start again from the first page"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    webhookRedeliver: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the first request with this key runs and its answer (success or refusal) is kept for 24 hours; the same key with the same request answers it again, marked `Idempotent-Replayed: true`, without doing the work twice, on any instance. The same key with another request answers 422; while the first still runs, 409 with Retry-After. A key belongs to its caller and operation. A request the contract refuses (400) does not use the key.
                 * @example 6f1c2b7e-3d4a-4e5f-9a8b-7c6d5e4f3a2b
                 */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The id of the resource, as its answers give it (digits, or 24 hex characters on MongoDB). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "event": "lead.created",
                     *         "messageId": "<0f3c2a9e.1732108200@rcsistemas.example.com>",
                     *         "status": "pending",
                     *         "attempts": 1,
                     *         "lastStatusCode": 1,
                     *         "lastDurationMs": 1,
                     *         "lastError": "The endpoint answered 500",
                     *         "deliveredAt": "2026-11-20T13:30:00.000Z",
                     *         "createdAt": "2026-11-20T13:30:00.000Z",
                     *         "updatedAt": "2026-11-20T13:30:00.000Z"
                     *       },
                     *       "message": "Delivery sent again"
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["WebhookDelivery"];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "CONFLICT",
                     *       "message": "This webhook is disabled: enable it first"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "IDEMPOTENCY_KEY_REUSED",
                     *       "message": "This Idempotency-Key was used with another request in the last 24 hours; use a new key for a new request"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    pagesList: {
        parameters: {
            query?: {
                /** @description The page, from 1. With a cursor, the cursor decides and page only names it. */
                page?: number;
                /** @description How many items a page holds. */
                limit?: number;
                /** @description Words to find (each matched as a prefix, accents ignored); answers are ranked by relevance. */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "title": "Como montar um orçamento anual realista para a sua empresa",
                     *           "path": "/post/como-montar-um-orcamento-anual-realista-para-a-sua-empresa/1",
                     *           "status": "draft",
                     *           "languages": [
                     *             "pt-BR"
                     *           ],
                     *           "updatedAt": "2026-11-20T13:30:00.000Z",
                     *           "editUrl": "/admin/compose/1",
                     *           "previewUrl": "/preview/9c2f4e1a7b3d4c5e8f6a0b1c2d3e4f5a"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "page": 1,
                     *         "limit": 1,
                     *         "total": 1,
                     *         "totalPages": 1,
                     *         "nextCursor": "eyJ2IjpbIjIwMjYtMTEtMjBUMTM6MzA6MDAuMDAwWiJdLCJpIjoxMiwicCI6Mn0"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            id: number | string;
                            title: string;
                            path: string | null;
                            /** @enum {string} */
                            status: "draft" | "published" | "changed";
                            languages: ("pt-BR" | "en" | "es" | "fr" | "ht")[];
                            /** Format: date-time */
                            updatedAt: string;
                            editUrl: string;
                            previewUrl: string;
                        }[];
                        message?: string;
                        meta: {
                            page: number;
                            limit: number;
                            total: number;
                            totalPages: number;
                            nextCursor?: string | null;
                        };
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    pageStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource, as its answers give it (digits, or 24 hex characters on MongoDB). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "publish"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    action: "publish" | "unpublish";
                };
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "title": "Como montar um orçamento anual realista para a sua empresa",
                     *         "path": "/post/como-montar-um-orcamento-anual-realista-para-a-sua-empresa/1",
                     *         "status": "draft",
                     *         "languages": [
                     *           "pt-BR"
                     *         ],
                     *         "updatedAt": "2026-11-20T13:30:00.000Z",
                     *         "editUrl": "/admin/compose/1",
                     *         "previewUrl": "/preview/9c2f4e1a7b3d4c5e8f6a0b1c2d3e4f5a"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            id: number | string;
                            title: string;
                            path: string | null;
                            /** @enum {string} */
                            status: "draft" | "published" | "changed";
                            languages: ("pt-BR" | "en" | "es" | "fr" | "ht")[];
                            /** Format: date-time */
                            updatedAt: string;
                            editUrl: string;
                            previewUrl: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "Refers to a record that does not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    formSubmissionsList: {
        parameters: {
            query?: {
                /** @description Created on or after this day (YYYY-MM-DD, a day in UTC). */
                createdFrom?: string;
                /** @description Created on or before this day (YYYY-MM-DD, a day in UTC). */
                createdTo?: string;
                /** @description Words to find (each matched as a prefix, accents ignored); answers are ranked by relevance. */
                search?: string;
                /** @description The page, from 1. With a cursor, the cursor decides and page only names it. */
                page?: number;
                /** @description How many items a page holds. */
                limit?: number;
                /** @description The next page's place: meta.nextCursor of the previous answer. Faster than page on deep pages; cannot be combined with search. */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description The id of the resource, as its answers give it (digits, or 24 hex characters on MongoDB). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "form": 1,
                     *           "values": {
                     *             "name": "Ana Souza",
                     *             "email": "ana.souza@example.com",
                     *             "topics": [
                     *               "fiscal",
                     *               "estoque"
                     *             ]
                     *           },
                     *           "consents": [
                     *             {
                     *               "field": "status",
                     *               "text": "O orçamento anual costuma nascer de uma planilha herdada do ano anterior."
                     *             }
                     *           ],
                     *           "files": [
                     *             {
                     *               "id": 1,
                     *               "field": "status",
                     *               "name": "Mariana",
                     *               "size": 1,
                     *               "type": "application/pdf"
                     *             }
                     *           ],
                     *           "language": "pt-BR",
                     *           "sentFrom": "/trabalhe-conosco",
                     *           "createdAt": "2026-11-20T13:30:00.000Z"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "page": 1,
                     *         "limit": 1,
                     *         "total": 1,
                     *         "totalPages": 1,
                     *         "nextCursor": "eyJ2IjpbIjIwMjYtMTEtMjBUMTM6MzA6MDAuMDAwWiJdLCJpIjoxMiwicCI6Mn0"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            id: number | string;
                            form: number | string;
                            values: {
                                [key: string]: string | number | boolean | string[];
                            };
                            consents: {
                                field: string;
                                text: string;
                            }[];
                            files: {
                                id: number | string;
                                field: string;
                                name: string;
                                size: number;
                                type: string;
                            }[];
                            language: string | null;
                            sentFrom: string | null;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                        message?: string;
                        meta: {
                            page: number;
                            limit: number;
                            total: number;
                            totalPages: number;
                            nextCursor?: string | null;
                        };
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "This page link is no longer valid: start again from the first page",
                     *       "errors": [
                     *         {
                     *           "field": "query.cursor",
                     *           "message": "This page link is no longer valid: start again from the first page"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    formSubmit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource, as its answers give it (digits, or 24 hex characters on MongoDB). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "values": {
                 *         "name": "Ana Souza",
                 *         "email": "ana.souza@example.com",
                 *         "topics": [
                 *           "fiscal",
                 *           "estoque"
                 *         ]
                 *       },
                 *       "website": ""
                 *     }
                 */
                "application/json": {
                    values: {
                        [key: string]: string | string[];
                    };
                    page?: string & unknown;
                    website?: string;
                };
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 1,
                     *         "redirect": "/obrigado"
                     *       },
                     *       "message": "Form sent successfully"
                     *     }
                     */
                    "application/json": {
                        data: {
                            id: (number | string) | null;
                            redirect: string | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "Refers to a record that does not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "RATE_LIMITED",
                     *       "message": "Too many requests. Please try again later."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    formFileUpload: {
        parameters: {
            query: {
                /** @description The file field of the form the file is for, by its name (GET /forms lists each form’s fields). */
                field: string;
                /** @description The file’s name on the visitor’s device: shown to staff and given to the download (the stored name is random). */
                name?: string;
            };
            header?: never;
            path: {
                /** @description The id of the resource, as its answers give it (digits, or 24 hex characters on MongoDB). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/octet-stream": string;
            };
        };
        responses: {
            /** @description Success: { data, message?, meta? } */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "token": "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.assinatura",
                     *         "name": "Mariana",
                     *         "size": 1,
                     *         "type": "application/pdf"
                     *       },
                     *       "message": "File received."
                     *     }
                     */
                    "application/json": {
                        data: {
                            token: string;
                            name: string;
                            size: number;
                            type: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNPROCESSABLE",
                     *       "message": "Refers to a record that does not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "RATE_LIMITED",
                     *       "message": "Too many requests. Please try again later."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    formFileDownload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource, as its answers give it (digits, or 24 hex characters on MongoDB). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    formsList: {
        parameters: {
            query?: {
                /** @description Language of the content (else Accept-Language, else pt-BR); a text not yet translated comes in pt-BR. The answer names it in Content-Language. */
                lang?: "pt-BR" | "en" | "es" | "fr" | "ht";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "title": "Como montar um orçamento anual realista para a sua empresa",
                     *           "fields": [
                     *             {
                     *               "name": "Mariana",
                     *               "kind": "text",
                     *               "label": "Blog",
                     *               "required": true,
                     *               "options": []
                     *             }
                     *           ],
                     *           "submissions": 1,
                     *           "updatedAt": "2026-11-20T13:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: {
                            id: number | string;
                            title: string;
                            fields: {
                                name: string;
                                /** @enum {string} */
                                kind: "text" | "textarea" | "email" | "phone" | "number" | "date" | "select" | "radio" | "checkboxes" | "checkbox" | "consent" | "file" | "message";
                                label: string;
                                required: boolean;
                                options?: {
                                    value: string;
                                    label: string;
                                }[];
                            }[];
                            submissions: number;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    formSubmissionsExport: {
        parameters: {
            query?: {
                /** @description Created on or after this day (YYYY-MM-DD, a day in UTC). */
                createdFrom?: string;
                /** @description Created on or before this day (YYYY-MM-DD, a day in UTC). */
                createdTo?: string;
                /** @description Words to find (each matched as a prefix, accents ignored); answers are ranked by relevance. */
                search?: string;
            };
            header?: never;
            path: {
                /** @description The id of the resource, as its answers give it (digits, or 24 hex characters on MongoDB). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    formSubmissionDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource, as its answers give it (digits, or 24 hex characters on MongoDB). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: { data, message?, meta? } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": null,
                     *       "message": "Submission deleted"
                     *     }
                     */
                    "application/json": {
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "VALIDATION",
                     *       "message": "Invalid value",
                     *       "errors": [
                     *         {
                     *           "field": "limit",
                     *           "message": "Invalid value"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "FORBIDDEN",
                     *       "message": "Access not allowed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: { error: true, code, message, errors? } */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": true,
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
