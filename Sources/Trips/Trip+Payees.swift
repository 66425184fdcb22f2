extension Trip {
    /// The most characters a payment detail holds (a Swiss QR-bill street takes 70, a message 140).
    public static let maximumPayeeDetail = 140

    /// How `person` is paid back, or `nil` when no details are stored (or they were removed).
    ///
    /// Names match as ``nameKey(_:)`` tells them apart.
    public func payee(of person: String) -> Payee? {
        let stored = payees[person] ?? payees.first { Self.nameKey($0.key) == Self.nameKey(person) }?.value
        guard let stored, !stored.isEmpty else { return nil }
        return stored
    }

    /// Stores how `person` is paid back, replacing the details they had; empty details remove them.
    ///
    /// The replaced details' revision joins the new ones' ``Payee/ancestry``, so a merge takes
    /// the newer. Each detail is stored as given, without spaces at either end; whether it is a
    /// valid IBAN or UPI address is the payment code's maker to say.
    ///
    /// - Throws: ``TripError/unknownPerson(_:in:closest:)``, or ``TripError/invalidPayee(_:reason:)``
    ///   for an empty detail, one with control characters or longer than ``maximumPayeeDetail``.
    public mutating func setPayee(_ payee: Payee, for person: String) throws(TripError) {
        let person = try self.person(person, in: "trip payee")
        var new = Payee()
        for field in payee.fields {
            guard let value = field.value else { continue }
            let trimmed = Self.trimmed(value)
            guard !trimmed.isEmpty else {
                throw .invalidPayee(person, reason: "the \(field.name) is empty; give it, or leave it out")
            }
            guard !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                throw .invalidPayee(person, reason: "the \(field.name) has a control character; write it on one line")
            }
            guard trimmed.unicodeScalars.count <= Self.maximumPayeeDetail else {
                throw .invalidPayee(
                    person, reason: "the \(field.name) has more than \(Self.maximumPayeeDetail) characters")
            }
            new[field.name] = trimmed
        }
        guard let old = payees[person] else {
            if !new.isEmpty { payees[person] = new }
            return
        }
        guard old.details != new else { return }
        new.ancestry = old.ancestry.union([old.revision])
        payees[person] = new
    }

    /// Removes how `person` is paid back and returns the details removed.
    ///
    /// - Throws: ``TripError/unknownPerson(_:in:closest:)``, or ``TripError/invalidPayee(_:reason:)``
    ///   when they have no details.
    @discardableResult
    public mutating func removePayee(of person: String) throws(TripError) -> Payee {
        let person = try self.person(person, in: "trip payee")
        guard let old = payee(of: person) else {
            throw .invalidPayee(person, reason: "none are stored; give some with --iban, --upi or --pix")
        }
        try setPayee(Payee(), for: person)
        return old
    }
}

extension Payee {
    /// The detail of a field of ``fields`` by its name.
    package subscript(field: String) -> String? {
        get { fields.first { $0.name == field }?.value ?? nil }
        set {
            switch field {
            case "name": name = newValue
            case "iban": iban = newValue
            case "bic": bic = newValue
            case "street": street = newValue
            case "building": building = newValue
            case "postcode": postcode = newValue
            case "town": town = newValue
            case "country": country = newValue
            case "upi": upi = newValue
            case "pix": pix = newValue
            case "city": city = newValue
            default: break
            }
        }
    }
}
