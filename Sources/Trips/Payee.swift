/// How a person of a trip is paid back: the account details a payment code is made from.
///
/// Each scheme takes its own details: an IBAN (and optionally a BIC) for an EPC code in euros,
/// the IBAN with a structured address for a Swiss QR-bill in francs, a UPI address for rupees,
/// a PIX key with a city for reais. A trip stores what it is given; the payment code's maker
/// (the `PaymentCodes` library) checks each detail as its scheme says.
///
///     var trip = try Trip(name: "Lisbon", people: ["Ann", "Ben"])
///     try trip.setPayee(Payee(iban: "DE89370400440532013000"), for: "Ann")
///     print(trip.payee(of: "Ann")?.iban ?? "none", trip.payee(of: "Ben")?.iban ?? "none")
///     // Prints "DE89370400440532013000 none"
public struct Payee: Hashable, Sendable {
    /// The account holder's name, when it is not the person's name in the trip.
    public var name: String?
    /// The IBAN, as given.
    public var iban: String?
    /// The BIC of the IBAN's bank (optional within the EEA).
    public var bic: String?
    /// The street of the address a Swiss QR-bill names.
    public var street: String?
    /// The building number of that address.
    public var building: String?
    /// The postcode of that address.
    public var postcode: String?
    /// The town of that address.
    public var town: String?
    /// The country of that address: two letters (ISO 3166), such as `CH`.
    public var country: String?
    /// The UPI address (`name@handle`).
    public var upi: String?
    /// The PIX key: an e-mail, a phone number, a CPF/CNPJ or a random key.
    public var pix: String?
    /// The city a PIX code names.
    public var city: String?
    /// The revisions these details replaced, so a merge of two copies of the trip takes the
    /// newer (see ``TripBill/ancestry``).
    public var ancestry: Set<String> = []

    /// Creates a person's payment details; with no arguments, none.
    public init(
        name: String? = nil, iban: String? = nil, bic: String? = nil, street: String? = nil,
        building: String? = nil, postcode: String? = nil, town: String? = nil, country: String? = nil,
        upi: String? = nil, pix: String? = nil, city: String? = nil
    ) {
        self.name = name
        self.iban = iban
        self.bic = bic
        self.street = street
        self.building = building
        self.postcode = postcode
        self.town = town
        self.country = country
        self.upi = upi
        self.pix = pix
        self.city = city
    }

    /// Each detail with its option's name (`iban`, `bic`, `street`, `building`, `postcode`,
    /// `town`, `country`, `upi`, `pix`, `city`, and `name` first), `nil` for one not given.
    public var fields: [(name: String, value: String?)] {
        [
            ("name", name), ("iban", iban), ("bic", bic), ("street", street), ("building", building),
            ("postcode", postcode), ("town", town), ("country", country), ("upi", upi), ("pix", pix),
            ("city", city),
        ]
    }

    /// Whether no detail is given: a person without details, or whose details were removed.
    public var isEmpty: Bool { fields.allSatisfy { $0.value == nil } }

    /// Whether a Swiss QR-bill's address is given (its postcode, town and country at least).
    public var hasSwissAddress: Bool { postcode != nil && town != nil && country != nil }

    /// These details without their ``ancestry``: what two versions are compared by.
    public var details: Payee {
        var details = self
        details.ancestry = []
        return details
    }

    /// A digest of the details and their ``ancestry``, which changes with every change to them.
    public var revision: String { TripRevision.of(self) }
}
