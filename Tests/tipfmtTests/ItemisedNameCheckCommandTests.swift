import Foundation
import Testing

/// `tipfmt calc` with an itemised bill: a mistyped name in `--people`, `--pay`, `--paid-by` or an
/// `@` list is an error naming the closest name, never a new diner; ties follow the declared order.
@Suite struct ItemisedNameCheckCommandTests {
    let cli = Tipfmt()

    @Test(arguments: [
        (
            ["calc", "--item", "Pizza 40.00", "--people", "a,b,c,d", "--pay", "x=cash", "-c", "CHF"],
            "tipfmt: error: invalid party: 'x' (pays cash) is not among the people declared; did you mean 'a'?\n"
        ),
        (
            ["calc", "--item", "Pizza 40.00", "--people", "a,b,c,d", "--paid-by", "e"],
            "tipfmt: error: invalid party: the payer 'e' is not among the people declared; did you mean 'a'?\n"
        ),
        (
            ["calc", "--item", "Beer 6.00 @ann,bne", "--people", "ann,ben"],
            "tipfmt: error: invalid party: 'bne' in item 1 'Beer' is not among the people declared; did you mean "
                + "'ben'?\n"
        ),
        (
            ["calc", "--item", "Beer 6.00 @ann,ben", "--pay", "bne=cash", "-c", "CHF"],
            "tipfmt: error: invalid party: 'bne' (pays cash) is in no item; name them in an item's @list or declare "
                + "the people; did you mean 'ben'?\n"
        ),
    ])
    func aMistypedNameIsAnErrorNotANewDiner(_ arguments: [String], message: String) throws {
        let result = try cli.run(arguments)
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout == "", "\(result)")
        #expect(result.stderr == message, "\(result)")
    }

    /// The Bread bill: 76.39 between dee and ben is 38.195 each; ben, declared first, takes the unit.
    @Test(arguments: ["@dee,ben", "@ben,dee"])
    func aTieFollowsTheDeclaredOrder(_ list: String) throws {
        let result = try cli.run(
            "calc", "--people", "ben,ann,dee", "--tip", "20", "--item", "Wine 17.90 @dee", "--item",
            "Bread 76.39 \(list)", "--item", "2x Sake 22.50", "--json")
        #expect(result.status == 0, "\(result)")
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let people = json?["people"] as? [[String: Any]] ?? []
        let rows = people.map { person -> String in
            let amounts = person["amounts"] as? [String: Any]
            return "\(person["name"] ?? "") \(amounts?["items"] ?? "") \(amounts?["pays"] ?? "")"
        }
        #expect(rows == ["ben 53.20 63.84", "ann 15.00 18.00", "dee 71.09 85.31"], "\(result)")
    }
}
