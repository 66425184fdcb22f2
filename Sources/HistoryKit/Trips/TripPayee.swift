import ArgumentParser
import BillHistory
import BillRequestKit
import Money
import Trips

extension TripTool {
    /// `tipfmt trip payee TRIP [PERSON] [details | --remove]`: how each person is paid back.
    struct SetPayee: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "payee",
            abstract: "Store how a person is paid back: IBAN, Swiss QR-bill address, UPI or PIX.",
            discussion: """
                `trip settle --pay-codes` makes, for each transfer, the payment code of the \
                receiver's details that fit its currency: EUR an EPC code (--iban, --bic), CHF a \
                Swiss QR-bill (--iban of CH or LI with --street --building --postcode --town \
                --country), INR a UPI link (--upi), BRL a PIX code (--pix with --city). Each \
                detail is checked as its code's specification says, and refused naming the option, \
                with nothing written. Details given replace those the person had; others stay. \
                --name gives the account holder's name when it is not the person's. Without \
                details the command shows the person's (without PERSON, everyone's); --remove \
                removes them all.

                Examples:
                  tipfmt trip payee Lisbon Ann --iban DE89370400440532013000 --bic COBADEFFXXX
                  tipfmt trip payee Lisbon Ben --upi ben@okbank
                  tipfmt trip payee Lisbon Ann
                  tipfmt trip payee Lisbon
                  tipfmt trip payee Lisbon Ben --remove
                """)

        @OptionGroup var tripName: TripNameArgument

        @Argument(help: ArgumentHelp("The person, who is paid back with these details.", valueName: "person"))
        var person: String?

        @Option(help: ArgumentHelp("The account holder's name, when it is not the person's.", valueName: "name"))
        var name: String?

        @Option(help: ArgumentHelp("The IBAN (EUR transfers; CHF with a Swiss address).", valueName: "iban"))
        var iban: String?

        @Option(help: ArgumentHelp("The bank's BIC (optional within the EEA).", valueName: "bic"))
        var bic: String?

        @Option(help: ArgumentHelp("The street of a Swiss QR-bill's address.", valueName: "street"))
        var street: String?

        @Option(help: ArgumentHelp("The building number of that address.", valueName: "number"))
        var building: String?

        @Option(help: ArgumentHelp("The postcode of that address.", valueName: "postcode"))
        var postcode: String?

        @Option(help: ArgumentHelp("The town of that address.", valueName: "town"))
        var town: String?

        @Option(help: ArgumentHelp("The country of that address, two letters (CH).", valueName: "code"))
        var country: String?

        @Option(help: ArgumentHelp("The UPI address, name@handle (INR transfers).", valueName: "vpa"))
        var upi: String?

        @Option(help: ArgumentHelp("The PIX key (BRL transfers, with --city).", valueName: "key"))
        var pix: String?

        @Option(help: ArgumentHelp("The city a PIX code names, at most 15 characters.", valueName: "city"))
        var city: String?

        @Flag(help: "Remove the person's details.")
        var remove = false

        @OptionGroup var output: TripOutputOptions

        /// The details given, as a payee.
        var given: Payee {
            Payee(
                name: name, iban: iban, bic: bic, street: street, building: building, postcode: postcode, town: town,
                country: country, upi: upi, pix: pix, city: city)
        }

        func validate() throws {
            if remove, let field = given.fields.first(where: { $0.value != nil }) {
                throw ValidationError("--remove removes every detail; leave --\(field.name) out")
            }
            if person == nil, remove || !given.isEmpty {
                throw ValidationError("name the person whose details these are, such as `trip payee TRIP Ann …`")
            }
        }

        func run() throws {
            guard let person else {
                let trip = try TripTool.outline(tripName.name).trip
                if output.json { return try TripTool.printJSON(trip.name) }
                let lines = trip.people.compactMap { person in
                    trip.payee(of: person).map { PayeeCode.line(person, $0, masked: false) }
                }
                if lines.isEmpty {
                    StandardStreams.note(
                        "no one in \(trip.name) has payment details yet; give them with "
                            + "`tipfmt trip payee \(ShellWord.quoted(trip.name)) PERSON --iban IBAN` (or --upi, --pix)")
                }
                return lines.forEach(StandardStreams.printLine)
            }
            var shown: (String, Trips.Payee?) = (person, nil)
            let change = { (trip: inout Trip) throws in
                let spelled = try trip.person(person, in: "trip payee")
                if remove {
                    try trip.removePayee(of: spelled)
                } else if !given.isEmpty {
                    var payee = trip.payee(of: spelled) ?? Trips.Payee()
                    for field in given.fields where field.value != nil { payee[field.name] = field.value }
                    try trip.setPayee(try PayeeCode.checked(payee, person: spelled), for: spelled)
                }
                shown = (spelled, trip.payee(of: spelled))
            }
            let trip: Trip
            if remove || !given.isEmpty {
                trip = try TripTool.update(tripName.name, scope: .people, change)
            } else {
                // Only shown: nothing is written.
                var read = try TripTool.outline(tripName.name).trip
                try change(&read)
                trip = read
            }
            if output.json { return try TripTool.printJSON(trip.name) }
            guard let payee = shown.1 else {
                if !remove {
                    StandardStreams.note(
                        "\(shown.0) has no payment details in \(trip.name); give them with --iban, --upi or --pix")
                }
                return StandardStreams.printLine(PayeeCode.line(shown.0, Trips.Payee(), masked: false))
            }
            StandardStreams.printLine(PayeeCode.line(shown.0, payee, masked: false))
        }
    }
}
