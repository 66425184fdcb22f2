import GRDB
import SavedBills

/// The history's tables, built by GRDB's `DatabaseMigrator`, and the marks that say a file is ours.
///
/// Money is never a REAL: amounts are INTEGER minor units beside their currency code and the
/// currency's fraction digits when saved; rates and percentages are exact decimal TEXT (`8.875`).
///
/// - `bill`: one row per saved bill: what was asked (`bill_input`, `bill_minor`, `tax_rate` or
///   `tax_amount_minor`, `tip_percent` or `tip_amount_minor`, `tip_base`, `service_percent` or
///   `service_amount_minor`, `party_kind` and `party_size`, `rounding`, `rounding_increment`,
///   `cash`, `home_currency`, `home_rate`, `home_rate_source`, `home_rate_date`), what came out
///   (`tax_minor`, `service_minor`, `tip_minor`, `total_minor`, `effective_tip_percent`, the
///   `home_*_minor` amounts), the `*_formatted` text as shown, `saved_at` (UTC), `note`,
///   `locale`, `currency`, `fraction_digits`.
/// - `bill_person`: one row per person (1-based `position`): `weight`, `share_minor` and its
///   `bill_minor`, `tax_minor`, `tip_minor` parts, `home_share_minor`, and the formatted shares.
///   Even and weighted splits fill it today; itemised bills add their people the same way.
/// - `bill_output`: the exact text printed, by `kind`: `calc`, `receipt.text`,
///   `receipt.markdown`, `receipt.json`, `receipt.html`.
/// - `bill_itemised` (version 2): an itemised bill whole, as TipCalc's `ItemisedResult` JSON (the
///   bill as given with its items, shares and weights, people, payers and payment methods, every
///   amount, the settlement, the home amounts and the rate with its source). Its `bill` row holds
///   the same summary a single bill has, so listing, filters and exports treat both alike.
///   Version 1 files gain the empty table in place; nothing they hold changes.
/// - `trip` (version 4; version 3 kept each trip whole as one JSON document, which version 4
///   moves into rows in place): one row per trip: its `name` (unique whatever its ASCII case),
///   `home_currency`, `revision` (one more with each change, so a bill computed outside a
///   transaction is saved only onto the trip it was computed for), `created_at` and `updated_at` (UTC). Its people are `trip_person` rows (by
///   `position`, 0 first); its households `trip_household` rows with their members
///   `trip_household_member` rows (each a person's position); its bills `trip_bill` rows (the row id orders them; `bill_id` is the
///   id users type, `number` that id as a whole number for the next one; `title`, `category`,
///   `note`, `date`, `kind`, `currency`, `total_minor`); each bill's shares and payers
///   `trip_share` and `trip_payer` rows (the person by position, `amount_minor`, the payer's
///   `method`, and `home_minor` once the bill has a rate); payments `trip_payment` rows; and every
///   recorded conversion a `trip_conversion` row of its bill or payment (the home `currency`,
///   `converted_minor`, `method`, the exact rate as `numerator` ÷ `denominator` with the `rate`
///   shown, its source, the `rounding`, and the ECB file and day or the card statement); a bill or
///   payment without one has `converted` 0 (an index finds them). `trip_balance` holds each
///   person's balance per currency and at home, kept by triggers as share, payer, payment and
///   conversion rows come and go (a sum past 64 bits fails the change), so balances read a row
///   per person and currency whatever the trip's size; adding a bill inserts its rows and reads
///   no other bill.
/// - Version 5 adds what merging two copies of a trip needs: `trip.settings_ancestry` and
///   `trip_bill.ancestry` (the revisions replaced, space-separated), `trip_payment.payment_id`
///   (unique in its trip; a payment saved before gets its number), and `trip_removed` rows (a
///   removed bill with its revisions, or a removed payment), so a merge does not bring them back.
/// - Version 6 adds `trip_payment.ancestry`: the revisions of the versions a merge kept a payment
///   over (space-separated), so the choice holds when either copy merges again.
/// - Version 7 defines a balance once: the view `trip_balance_part` is each row's part of a
///   person's balance in a currency and at home (a share and a payment received count against,
///   a payer and a payment made for); a balance is the sum of its parts. The triggers that keep
///   `trip_balance` add and take away the parts of the rows that come and go, read from that
///   view, and a change of home currency sets the balances to the view's sums.
/// - Version 8 adds `trip_payee`: how each person of a trip is paid back (`name`, `iban`, `bic`,
///   the Swiss QR-bill address `street`, `building`, `postcode`, `town`, `country`, `upi`, `pix`,
///   `city`; the person by position), with the revisions the details replaced (`ancestry`); a
///   row with every detail NULL keeps details removed, so a merge does not bring them back.
/// - Version 9 adds the ECB rate recorded beside a card statement, which gives the card's fee:
///   `trip_conversion.ecb_rate_numerator` ÷ `ecb_rate_denominator` (exact decimal text), its
///   source `ecb_rate_source` and the fixing's day `ecb_rate_date`; all `NULL` otherwise.
///
/// `PRAGMA application_id` marks the file as a tipfmt history (set before the first migration)
/// and GRDB's migrator keeps the schema version: the migrations applied are listed in
/// `grdb_migrations`. A file with another application id and tables of its own, a migration this
/// build does not know, or a hand-set `PRAGMA user_version` above ``lastHandSetVersion``, is
/// never written.
package enum HistorySchema {
    /// `PRAGMA application_id` of a tipfmt history: the bytes `tipf`.
    package static let applicationID: Int32 = 0x7469_7066
    /// The last `PRAGMA user_version` tipfmt set by hand (before the migrator kept the version
    /// alone): a file that says more was written by something else.
    package static let lastHandSetVersion = 3

    /// Every migration, in order.
    static func migrator() -> DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: bill, bill_person, bill_output") { db in
            try db.execute(
                sql: """
                    CREATE TABLE bill (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        saved_at TEXT NOT NULL CHECK (length(saved_at) = 20),
                        note TEXT,
                        command TEXT NOT NULL CHECK (command IN ('calc', 'receipt')),
                        locale TEXT NOT NULL,
                        currency TEXT NOT NULL CHECK (length(currency) = 3),
                        fraction_digits INTEGER NOT NULL CHECK (fraction_digits BETWEEN 0 AND 6),
                        bill_input TEXT,
                        bill_minor INTEGER NOT NULL,
                        tax_rate TEXT,
                        tax_amount_minor INTEGER,
                        tip_percent TEXT,
                        tip_amount_minor INTEGER,
                        tip_base TEXT NOT NULL,
                        service_percent TEXT,
                        service_amount_minor INTEGER,
                        party_kind TEXT NOT NULL CHECK (party_kind IN ('split', 'weights')),
                        party_size INTEGER NOT NULL CHECK (party_size BETWEEN 1 AND 1000),
                        rounding TEXT NOT NULL,
                        rounding_increment TEXT,
                        cash INTEGER NOT NULL CHECK (cash IN (0, 1)),
                        home_currency TEXT,
                        home_fraction_digits INTEGER,
                        home_rate TEXT,
                        home_rate_source TEXT,
                        home_rate_date TEXT,
                        tax_minor INTEGER NOT NULL,
                        service_minor INTEGER NOT NULL,
                        tip_minor INTEGER NOT NULL,
                        total_minor INTEGER NOT NULL,
                        effective_tip_percent TEXT NOT NULL,
                        home_bill_minor INTEGER,
                        home_tax_minor INTEGER,
                        home_tip_minor INTEGER,
                        home_total_minor INTEGER,
                        bill_formatted TEXT NOT NULL,
                        tax_formatted TEXT NOT NULL,
                        service_formatted TEXT NOT NULL,
                        tip_formatted TEXT NOT NULL,
                        total_formatted TEXT NOT NULL,
                        tip_percent_formatted TEXT NOT NULL,
                        home_bill_formatted TEXT,
                        home_tax_formatted TEXT,
                        home_tip_formatted TEXT,
                        home_total_formatted TEXT,
                        receipt_format TEXT NOT NULL,
                        receipt_width INTEGER NOT NULL,
                        CHECK (total_minor = bill_minor + tax_minor + tip_minor),
                        CHECK ((home_currency IS NULL) = (home_total_minor IS NULL))
                    );
                    CREATE INDEX bill_by_time ON bill (saved_at, id);
                    CREATE TABLE bill_person (
                        bill_id INTEGER NOT NULL REFERENCES bill (id) ON DELETE CASCADE,
                        position INTEGER NOT NULL CHECK (position >= 1),
                        weight INTEGER NOT NULL CHECK (weight >= 1),
                        share_minor INTEGER NOT NULL,
                        bill_minor INTEGER NOT NULL,
                        tax_minor INTEGER NOT NULL,
                        tip_minor INTEGER NOT NULL,
                        home_share_minor INTEGER,
                        share_formatted TEXT NOT NULL,
                        home_share_formatted TEXT,
                        PRIMARY KEY (bill_id, position),
                        CHECK (share_minor = bill_minor + tax_minor + tip_minor)
                    ) WITHOUT ROWID;
                    CREATE TABLE bill_output (
                        bill_id INTEGER NOT NULL REFERENCES bill (id) ON DELETE CASCADE,
                        kind TEXT NOT NULL,
                        text TEXT NOT NULL,
                        PRIMARY KEY (bill_id, kind)
                    ) WITHOUT ROWID;
                    """)
        }
        migrator.registerMigration("v2: bill_itemised") { db in
            try db.execute(
                sql: """
                    CREATE TABLE bill_itemised (
                        bill_id INTEGER PRIMARY KEY REFERENCES bill (id) ON DELETE CASCADE,
                        result_json TEXT NOT NULL CHECK (json_valid(result_json))
                    );
                    """)
        }
        migrator.registerMigration("v3: trip") { db in
            try db.execute(
                sql: """
                    CREATE TABLE trip (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        name TEXT NOT NULL UNIQUE COLLATE NOCASE,
                        created_at TEXT NOT NULL CHECK (length(created_at) = 20),
                        updated_at TEXT NOT NULL CHECK (length(updated_at) = 20),
                        trip_json TEXT NOT NULL CHECK (json_valid(trip_json))
                    );
                    """)
        }
        migrator.registerMigration("v4: trip rows") { db in
            try db.execute(sql: "ALTER TABLE trip RENAME TO trip_document")
            try db.execute(sql: tripTables)
            // The documents are moved into rows once the tables have every column of this build
            // (in the last migration), since rows are written as this build writes them.
        }
        migrator.registerMigration("v5: trip merge") { db in
            try db.execute(sql: mergeTables)
        }
        migrator.registerMigration("v6: payment ancestry") { db in
            try db.execute(sql: "ALTER TABLE trip_payment ADD COLUMN ancestry TEXT NOT NULL DEFAULT ''")
            if try db.tableExists("trip_document") {
                try db.execute(sql: documentsToRows)
                try db.execute(sql: "DROP TABLE trip_document")
            }
        }
        migrator.registerMigration("v7: trip balance defined once") { db in
            // The SQL as it shipped, written here and nowhere else: a migration never changes.
            try db.execute(
                sql: """
                    CREATE VIEW trip_balance_part AS
                        SELECT b.trip_id, b.currency, s.person, -s.amount_minor AS amount_minor,
                            -coalesce(s.home_minor, 0) AS home_minor, 'share' AS kind, s.bill, s.position,
                            NULL AS payment
                        FROM trip_share s JOIN trip_bill b ON b.id = s.bill
                        UNION ALL
                        SELECT b.trip_id, b.currency, p.person, p.amount_minor, coalesce(p.home_minor, 0), 'payer',
                            p.bill, p.position, NULL
                        FROM trip_payer p JOIN trip_bill b ON b.id = p.bill
                        UNION ALL
                        SELECT t.trip_id, t.currency, t.payer, t.amount_minor, coalesce(c.converted_minor, 0), 'paid',
                            NULL, NULL, t.id
                        FROM trip_payment t LEFT JOIN trip_conversion c ON c.payment = t.id
                        UNION ALL
                        SELECT t.trip_id, t.currency, t.receiver, -t.amount_minor, -coalesce(c.converted_minor, 0),
                            'received', NULL, NULL, t.id
                        FROM trip_payment t LEFT JOIN trip_conversion c ON c.payment = t.id;
                    DROP TRIGGER trip_share_added;
                    DROP TRIGGER trip_payer_added;
                    DROP TRIGGER trip_bill_removed;
                    DROP TRIGGER trip_payment_added;
                    DROP TRIGGER trip_payment_converted;
                    DROP TRIGGER trip_payment_removed;
                    CREATE TRIGGER trip_share_added AFTER INSERT ON trip_share BEGIN
                        INSERT INTO trip_balance (trip_id, currency, person, amount_minor, home_minor)
                        SELECT trip_id, currency, person, amount_minor, home_minor FROM trip_balance_part
                        WHERE kind = 'share' AND bill = NEW.bill AND position = NEW.position
                        ON CONFLICT DO UPDATE SET amount_minor = amount_minor + excluded.amount_minor,
                            home_minor = home_minor + excluded.home_minor;
                    END;
                    CREATE TRIGGER trip_payer_added AFTER INSERT ON trip_payer BEGIN
                        INSERT INTO trip_balance (trip_id, currency, person, amount_minor, home_minor)
                        SELECT trip_id, currency, person, amount_minor, home_minor FROM trip_balance_part
                        WHERE kind = 'payer' AND bill = NEW.bill AND position = NEW.position
                        ON CONFLICT DO UPDATE SET amount_minor = amount_minor + excluded.amount_minor,
                            home_minor = home_minor + excluded.home_minor;
                    END;
                    CREATE TRIGGER trip_bill_removed BEFORE DELETE ON trip_bill BEGIN
                        UPDATE trip_balance SET amount_minor = amount_minor - part.amount,
                            home_minor = home_minor - part.home
                        FROM (SELECT person, sum(amount_minor) AS amount, sum(home_minor) AS home
                            FROM trip_balance_part WHERE bill = OLD.id GROUP BY person) AS part
                        WHERE trip_id = OLD.trip_id AND currency = OLD.currency AND trip_balance.person = part.person;
                    END;
                    CREATE TRIGGER trip_payment_added AFTER INSERT ON trip_payment BEGIN
                        INSERT INTO trip_balance (trip_id, currency, person, amount_minor, home_minor)
                        SELECT trip_id, currency, person, amount_minor, home_minor FROM trip_balance_part
                        WHERE payment = NEW.id
                        ON CONFLICT DO UPDATE SET amount_minor = amount_minor + excluded.amount_minor,
                            home_minor = home_minor + excluded.home_minor;
                    END;
                    CREATE TRIGGER trip_payment_converted AFTER INSERT ON trip_conversion
                    WHEN NEW.payment IS NOT NULL BEGIN
                        UPDATE trip_balance SET home_minor = home_minor + part.home
                        FROM (SELECT trip_id, currency, person, home_minor AS home FROM trip_balance_part
                            WHERE payment = NEW.payment) AS part
                        WHERE trip_balance.trip_id = part.trip_id AND trip_balance.currency = part.currency
                            AND trip_balance.person = part.person;
                    END;
                    CREATE TRIGGER trip_payment_removed BEFORE DELETE ON trip_payment BEGIN
                        UPDATE trip_balance SET amount_minor = amount_minor - part.amount,
                            home_minor = home_minor - part.home
                        FROM (SELECT person, amount_minor AS amount, home_minor AS home FROM trip_balance_part
                            WHERE payment = OLD.id) AS part
                        WHERE trip_id = OLD.trip_id AND currency = OLD.currency AND trip_balance.person = part.person;
                    END;
                    """)
        }
        migrator.registerMigration("v8: payees") { db in
            // The SQL as it shipped, written here and nowhere else: a migration never changes.
            try db.execute(
                sql: """
                    CREATE TABLE trip_payee (
                        trip_id INTEGER NOT NULL REFERENCES trip (id) ON DELETE CASCADE,
                        person INTEGER NOT NULL CHECK (person >= 0),
                        name TEXT,
                        iban TEXT,
                        bic TEXT,
                        street TEXT,
                        building TEXT,
                        postcode TEXT,
                        town TEXT,
                        country TEXT,
                        upi TEXT,
                        pix TEXT,
                        city TEXT,
                        ancestry TEXT NOT NULL DEFAULT '',
                        PRIMARY KEY (trip_id, person)
                    ) WITHOUT ROWID;
                    """)
        }
        migrator.registerMigration("v9: card fee") { db in
            try db.execute(
                sql: """
                    ALTER TABLE trip_conversion ADD COLUMN ecb_rate_numerator TEXT;
                    ALTER TABLE trip_conversion ADD COLUMN ecb_rate_denominator TEXT;
                    ALTER TABLE trip_conversion ADD COLUMN ecb_rate_source TEXT;
                    ALTER TABLE trip_conversion ADD COLUMN ecb_rate_date TEXT;
                    """)
        }
        return migrator
    }

    /// Moves each version 3 trip document into the rows of version 6.
    ///
    /// Each document (`trip_document`, the `tipfmt-trip` JSON of a trip of
    /// that version: people, bills with their shares, payers and home amounts, payments) into the
    /// rows of version 6, keeping its id, name and times: the rows `Trip(json:)` and
    /// `TripStore.insert` wrote when this migration shipped, in SQL alone, so that what it does
    /// never changes with the application's types. The balances come from the triggers.
    ///
    /// Amounts are canonical decimal text with the currency's fraction digits (`30.47`, `4950`),
    /// so their minor units are the digits; a rate without `numerator` and `denominator` is its
    /// own numerator over 1; a payment without an id has its number; a bill id that is a whole
    /// number is also its `number`.
    static let documentsToRows = """
        INSERT INTO trip (id, name, home_currency, revision, settings_ancestry, created_at, updated_at)
        SELECT id, trim(json_extract(trip_json, '$.name')), json_extract(trip_json, '$.homeCurrency'), 0, '',
            created_at, updated_at
        FROM trip_document ORDER BY id;
        INSERT INTO trip_person (trip_id, position, name)
        SELECT d.id, p.key, p.value FROM trip_document d, json_each(d.trip_json, '$.people') p
        ORDER BY d.id, p.key;
        INSERT INTO trip_bill (trip_id, bill_id, number, title, category, note, date, kind, currency, total_minor,
            converted, ancestry)
        SELECT d.id, json_extract(b.value, '$.id'),
            CASE WHEN json_extract(b.value, '$.id') NOT GLOB '*[^0-9]*' AND json_extract(b.value, '$.id') != ''
                AND length(json_extract(b.value, '$.id')) <= 18
                THEN CAST(json_extract(b.value, '$.id') AS INTEGER) END,
            json_extract(b.value, '$.title'), json_extract(b.value, '$.category'), NULL,
            json_extract(b.value, '$.date'), json_extract(b.value, '$.kind'), json_extract(b.value, '$.currency'),
            CAST(replace(json_extract(b.value, '$.total'), '.', '') AS INTEGER),
            json_type(b.value, '$.home') = 'object', ''
        FROM trip_document d, json_each(d.trip_json, '$.bills') b ORDER BY d.id, b.key;
        INSERT INTO trip_share (bill, position, person, amount_minor, home_minor)
        SELECT r.id, s.key, p.key, CAST(replace(json_extract(s.value, '$.amount'), '.', '') AS INTEGER),
            CAST(replace(json_extract(b.value, '$.home.shares[' || s.key || '].amount'), '.', '') AS INTEGER)
        FROM trip_document d, json_each(d.trip_json, '$.bills') b, json_each(b.value, '$.shares') s,
            json_each(d.trip_json, '$.people') p, trip_bill r
        WHERE p.value = json_extract(s.value, '$.person') AND r.trip_id = d.id
            AND r.bill_id = json_extract(b.value, '$.id')
        ORDER BY r.id, s.key;
        INSERT INTO trip_payer (bill, position, person, amount_minor, method, home_minor)
        SELECT r.id, s.key, p.key, CAST(replace(json_extract(s.value, '$.amount'), '.', '') AS INTEGER),
            json_extract(s.value, '$.method'),
            CAST(replace(json_extract(b.value, '$.home.payers[' || s.key || '].amount'), '.', '') AS INTEGER)
        FROM trip_document d, json_each(d.trip_json, '$.bills') b, json_each(b.value, '$.payers') s,
            json_each(d.trip_json, '$.people') p, trip_bill r
        WHERE p.value = json_extract(s.value, '$.person') AND r.trip_id = d.id
            AND r.bill_id = json_extract(b.value, '$.id')
        ORDER BY r.id, s.key;
        INSERT INTO trip_payment (trip_id, payment_id, payer, receiver, currency, amount_minor, date, method,
            converted, ancestry)
        SELECT d.id, coalesce(json_extract(m.value, '$.id'), CAST(m.key + 1 AS TEXT)), f.key, t.key,
            json_extract(m.value, '$.currency'), CAST(replace(json_extract(m.value, '$.amount'), '.', '') AS INTEGER),
            json_extract(m.value, '$.date'), json_extract(m.value, '$.method'),
            json_type(m.value, '$.home') = 'object', ''
        FROM trip_document d, json_each(d.trip_json, '$.payments') m, json_each(d.trip_json, '$.people') f,
            json_each(d.trip_json, '$.people') t
        WHERE f.value = json_extract(m.value, '$.from') AND t.value = json_extract(m.value, '$.to')
        ORDER BY d.id, m.key;
        WITH conversion (trip, bill, payment, value) AS (
            SELECT d.id, json_extract(b.value, '$.id'), NULL, json_extract(b.value, '$.home.conversion')
            FROM trip_document d, json_each(d.trip_json, '$.bills') b
            WHERE json_type(b.value, '$.home') = 'object'
            UNION ALL
            SELECT d.id, NULL, coalesce(json_extract(m.value, '$.id'), CAST(m.key + 1 AS TEXT)),
                json_extract(m.value, '$.home')
            FROM trip_document d, json_each(d.trip_json, '$.payments') m
            WHERE json_type(m.value, '$.home') = 'object')
        INSERT INTO trip_conversion (bill, payment, currency, converted_minor, method, rate, numerator, denominator,
            rate_source, rate_source_date, rounding, ecb_file, ecb_date, statement_minor)
        SELECT (SELECT id FROM trip_bill WHERE trip_id = c.trip AND bill_id = c.bill),
            (SELECT id FROM trip_payment WHERE trip_id = c.trip AND payment_id = c.payment),
            json_extract(c.value, '$.currency'),
            CAST(replace(json_extract(c.value, '$.amount'), '.', '') AS INTEGER), json_extract(c.value, '$.method'),
            json_extract(c.value, '$.rate.rate'),
            coalesce(json_extract(c.value, '$.rate.numerator'), json_extract(c.value, '$.rate.rate')),
            coalesce(json_extract(c.value, '$.rate.denominator'), '1'),
            json_extract(c.value, '$.rate.source'), json_extract(c.value, '$.rate.sourceDate'),
            json_extract(c.value, '$.rounding'), json_extract(c.value, '$.ecbFile'), json_extract(c.value, '$.ecbDate'),
            CAST(replace(json_extract(c.value, '$.statement'), '.', '') AS INTEGER)
        FROM conversion c;
        """

    /// What merging two copies of a trip needs (version 5): the revisions each bill and the
    /// settings replaced, an id per payment (a payment saved before has its number, the id its
    /// trip's JSON export reads it with), and the bills and payments removed.
    static let mergeTables = """
        ALTER TABLE trip ADD COLUMN settings_ancestry TEXT NOT NULL DEFAULT '';
        ALTER TABLE trip_bill ADD COLUMN ancestry TEXT NOT NULL DEFAULT '';
        ALTER TABLE trip_payment ADD COLUMN payment_id TEXT NOT NULL DEFAULT '';
        UPDATE trip_payment SET payment_id = (
            SELECT count(*) FROM trip_payment q WHERE q.trip_id = trip_payment.trip_id AND q.id <= trip_payment.id);
        CREATE UNIQUE INDEX trip_payment_by_id ON trip_payment (trip_id, payment_id);
        CREATE TABLE trip_removed (
            trip_id INTEGER NOT NULL REFERENCES trip (id) ON DELETE CASCADE,
            kind TEXT NOT NULL CHECK (kind IN ('bill', 'payment')),
            item_id TEXT NOT NULL,
            revisions TEXT NOT NULL DEFAULT '',
            PRIMARY KEY (trip_id, kind, item_id)
        ) WITHOUT ROWID;
        """

    /// The tables of a trip stored as rows (version 4).
    static let tripTables = """
        CREATE TABLE trip (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            name TEXT NOT NULL UNIQUE COLLATE NOCASE,
            home_currency TEXT CHECK (home_currency IS NULL OR length(home_currency) = 3),
            revision INTEGER NOT NULL DEFAULT 0,
            created_at TEXT NOT NULL CHECK (length(created_at) = 20),
            updated_at TEXT NOT NULL CHECK (length(updated_at) = 20)
        );
        CREATE TABLE trip_person (
            trip_id INTEGER NOT NULL REFERENCES trip (id) ON DELETE CASCADE,
            position INTEGER NOT NULL CHECK (position >= 0),
            name TEXT NOT NULL,
            PRIMARY KEY (trip_id, position)
        ) WITHOUT ROWID;
        CREATE TABLE trip_household (
            trip_id INTEGER NOT NULL REFERENCES trip (id) ON DELETE CASCADE,
            position INTEGER NOT NULL CHECK (position >= 0),
            name TEXT NOT NULL,
            PRIMARY KEY (trip_id, position)
        ) WITHOUT ROWID;
        CREATE TABLE trip_household_member (
            trip_id INTEGER NOT NULL,
            household INTEGER NOT NULL,
            position INTEGER NOT NULL CHECK (position >= 0),
            person INTEGER NOT NULL CHECK (person >= 0),
            PRIMARY KEY (trip_id, household, position),
            FOREIGN KEY (trip_id, household) REFERENCES trip_household (trip_id, position) ON DELETE CASCADE
        ) WITHOUT ROWID;
        CREATE TABLE trip_bill (
            id INTEGER PRIMARY KEY,
            trip_id INTEGER NOT NULL REFERENCES trip (id) ON DELETE CASCADE,
            bill_id TEXT NOT NULL,
            number INTEGER,
            title TEXT NOT NULL,
            category TEXT,
            note TEXT,
            date TEXT CHECK (date IS NULL OR length(date) = 10),
            kind TEXT NOT NULL CHECK (kind IN ('single', 'itemised', 'shares')),
            currency TEXT NOT NULL CHECK (length(currency) = 3),
            total_minor INTEGER NOT NULL CHECK (total_minor >= 0),
            converted INTEGER NOT NULL DEFAULT 0 CHECK (converted IN (0, 1)),
            UNIQUE (trip_id, bill_id)
        );
        CREATE INDEX trip_bill_unconverted ON trip_bill (trip_id, id) WHERE NOT converted;
        CREATE INDEX trip_bill_by_number ON trip_bill (trip_id, number);
        CREATE INDEX trip_bill_by_currency ON trip_bill (trip_id, currency);
        CREATE TABLE trip_share (
            bill INTEGER NOT NULL REFERENCES trip_bill (id) ON DELETE CASCADE,
            position INTEGER NOT NULL CHECK (position >= 0),
            person INTEGER NOT NULL CHECK (person >= 0),
            amount_minor INTEGER NOT NULL CHECK (amount_minor >= 0),
            home_minor INTEGER,
            PRIMARY KEY (bill, position)
        ) WITHOUT ROWID;
        CREATE TABLE trip_payer (
            bill INTEGER NOT NULL REFERENCES trip_bill (id) ON DELETE CASCADE,
            position INTEGER NOT NULL CHECK (position >= 0),
            person INTEGER NOT NULL CHECK (person >= 0),
            amount_minor INTEGER NOT NULL CHECK (amount_minor >= 0),
            method TEXT NOT NULL CHECK (method IN ('cash', 'card')),
            home_minor INTEGER,
            PRIMARY KEY (bill, position)
        ) WITHOUT ROWID;
        CREATE TABLE trip_payment (
            id INTEGER PRIMARY KEY,
            trip_id INTEGER NOT NULL REFERENCES trip (id) ON DELETE CASCADE,
            payer INTEGER NOT NULL CHECK (payer >= 0),
            receiver INTEGER NOT NULL CHECK (receiver >= 0 AND receiver != payer),
            currency TEXT NOT NULL CHECK (length(currency) = 3),
            amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
            date TEXT CHECK (date IS NULL OR length(date) = 10),
            method TEXT NOT NULL CHECK (method IN ('cash', 'card')),
            converted INTEGER NOT NULL DEFAULT 0 CHECK (converted IN (0, 1))
        );
        CREATE INDEX trip_payment_by_trip ON trip_payment (trip_id);
        CREATE INDEX trip_payment_by_currency ON trip_payment (trip_id, currency);
        CREATE INDEX trip_payment_unconverted ON trip_payment (trip_id, id) WHERE NOT converted;
        CREATE TABLE trip_conversion (
            bill INTEGER UNIQUE REFERENCES trip_bill (id) ON DELETE CASCADE,
            payment INTEGER UNIQUE REFERENCES trip_payment (id) ON DELETE CASCADE,
            currency TEXT NOT NULL CHECK (length(currency) = 3),
            converted_minor INTEGER NOT NULL,
            method TEXT NOT NULL CHECK (method IN ('same', 'typed', 'ecb', 'cardStatement')),
            rate TEXT NOT NULL,
            numerator TEXT NOT NULL,
            denominator TEXT NOT NULL,
            rate_source TEXT,
            rate_source_date TEXT,
            rounding TEXT NOT NULL,
            ecb_file TEXT,
            ecb_date TEXT,
            statement_minor INTEGER,
            CHECK ((bill IS NULL) != (payment IS NULL))
        );
        CREATE TABLE trip_balance (
            trip_id INTEGER NOT NULL REFERENCES trip (id) ON DELETE CASCADE,
            currency TEXT NOT NULL,
            person INTEGER NOT NULL,
            amount_minor INTEGER NOT NULL
                CHECK (typeof(amount_minor) = 'integer' AND amount_minor != -9223372036854775808),
            home_minor INTEGER NOT NULL
                CHECK (typeof(home_minor) = 'integer' AND home_minor != -9223372036854775808),
            PRIMARY KEY (trip_id, currency, person)
        ) WITHOUT ROWID;
        CREATE TRIGGER trip_share_added AFTER INSERT ON trip_share BEGIN
            INSERT INTO trip_balance (trip_id, currency, person, amount_minor, home_minor)
            SELECT trip_id, currency, NEW.person, -NEW.amount_minor, -coalesce(NEW.home_minor, 0)
            FROM trip_bill WHERE id = NEW.bill
            ON CONFLICT DO UPDATE SET amount_minor = amount_minor + excluded.amount_minor,
                home_minor = home_minor + excluded.home_minor;
        END;
        CREATE TRIGGER trip_payer_added AFTER INSERT ON trip_payer BEGIN
            INSERT INTO trip_balance (trip_id, currency, person, amount_minor, home_minor)
            SELECT trip_id, currency, NEW.person, NEW.amount_minor, coalesce(NEW.home_minor, 0)
            FROM trip_bill WHERE id = NEW.bill
            ON CONFLICT DO UPDATE SET amount_minor = amount_minor + excluded.amount_minor,
                home_minor = home_minor + excluded.home_minor;
        END;
        CREATE TRIGGER trip_bill_removed BEFORE DELETE ON trip_bill BEGIN
            UPDATE trip_balance SET amount_minor = amount_minor + part.amount, home_minor = home_minor + part.home
            FROM (SELECT person, sum(amount_minor) AS amount, sum(coalesce(home_minor, 0)) AS home
                FROM trip_share WHERE bill = OLD.id GROUP BY person) AS part
            WHERE trip_id = OLD.trip_id AND currency = OLD.currency AND trip_balance.person = part.person;
            UPDATE trip_balance SET amount_minor = amount_minor - part.amount, home_minor = home_minor - part.home
            FROM (SELECT person, sum(amount_minor) AS amount, sum(coalesce(home_minor, 0)) AS home
                FROM trip_payer WHERE bill = OLD.id GROUP BY person) AS part
            WHERE trip_id = OLD.trip_id AND currency = OLD.currency AND trip_balance.person = part.person;
        END;
        CREATE TRIGGER trip_payment_added AFTER INSERT ON trip_payment BEGIN
            INSERT INTO trip_balance (trip_id, currency, person, amount_minor, home_minor)
            VALUES (NEW.trip_id, NEW.currency, NEW.payer, NEW.amount_minor, 0),
                (NEW.trip_id, NEW.currency, NEW.receiver, -NEW.amount_minor, 0)
            ON CONFLICT DO UPDATE SET amount_minor = amount_minor + excluded.amount_minor;
        END;
        CREATE TRIGGER trip_payment_converted AFTER INSERT ON trip_conversion WHEN NEW.payment IS NOT NULL BEGIN
            UPDATE trip_balance SET home_minor = home_minor + CASE person WHEN p.payer THEN NEW.converted_minor
                ELSE -NEW.converted_minor END
            FROM (SELECT trip_id, currency, payer, receiver FROM trip_payment WHERE id = NEW.payment) AS p
            WHERE trip_balance.trip_id = p.trip_id AND trip_balance.currency = p.currency
                AND trip_balance.person IN (p.payer, p.receiver);
        END;
        CREATE TRIGGER trip_payment_removed BEFORE DELETE ON trip_payment BEGIN
            UPDATE trip_balance SET
                amount_minor = amount_minor + CASE person WHEN OLD.payer THEN -OLD.amount_minor
                    ELSE OLD.amount_minor END,
                home_minor = home_minor + coalesce(
                    (SELECT CASE trip_balance.person WHEN OLD.payer THEN -converted_minor ELSE converted_minor END
                    FROM trip_conversion WHERE payment = OLD.id), 0)
            WHERE trip_id = OLD.trip_id AND currency = OLD.currency AND person IN (OLD.payer, OLD.receiver);
        END;
        """
}
