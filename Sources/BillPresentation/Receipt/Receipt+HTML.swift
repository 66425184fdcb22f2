import Money
import TipCalc

/// A self-contained HTML fragment: one `<section>` with `lang` and `dir`, a heading and a table,
/// no scripts, no external styles.
///
///     <section class="receipt" lang="de-DE" dir="ltr">
///     <h2>Quittung</h2>
///     <table>
///     <tbody class="summary">
///     <tr class="bill"><th scope="row">Rechnung</th><td style="text-align:end"><bdi>84,50 €</bdi></td></tr>
///
/// Every piece of text, labels and amounts included, goes through ``htmlEscaped(_:)``, so a
/// `--title` or `--note` holding `<script>` is shown, never run, and control characters are
/// dropped. Amounts are wrapped in `<bdi>`, HTML's isolate, for the same reason the text layout
/// isolates them. An included line (the service already in the bill) has the classes
/// `service included` and is indented under the bill:
///
///     <tr class="service included"><th scope="row" style="padding-inline-start:1.5em;font-weight:normal">incl. service 12.5%</th>…
extension Receipt {
    func html() -> String {
        var out =
            "<section class=\"receipt\" lang=\"\(Self.htmlEscaped(languageTag))\" dir=\"\(direction.rawValue)\">\n"
        out += "<h2>\(Self.htmlEscaped(printableTitle(replacement: "")))</h2>\n<table>\n"
        for section in sections {
            out += "<tbody class=\"\(section.kind.rawValue)\">\n"
            if let heading = section.heading {
                out += "<tr><th colspan=\"2\" scope=\"rowgroup\">\(Self.htmlEscaped(heading))</th></tr>\n"
            }
            for line in section.lines {
                var label = Self.htmlEscaped(line.label)
                var value = "<bdi>\(Self.htmlEscaped(line.value))</bdi>"
                if line.isEmphasized {
                    label = "<strong>\(label)</strong>"
                    value = "<strong>\(value)</strong>"
                }
                if line.isIncluded {
                    out += "<tr class=\"\(line.kind.rawValue) included\">"
                    out += "<th scope=\"row\" style=\"padding-inline-start:1.5em;font-weight:normal\">\(label)</th>"
                } else {
                    out += "<tr class=\"\(line.kind.rawValue)\"><th scope=\"row\">\(label)</th>"
                }
                out += "<td style=\"text-align:end\">\(value)</td></tr>\n"
            }
            out += "</tbody>\n"
        }
        out += "</table>\n"
        if let paragraphs = printableNote(replacement: "") {
            let body = paragraphs.map(Self.htmlEscaped).joined(separator: "<br>")
            out += "<aside class=\"note\"><h3>\(Self.htmlEscaped(labels[.note]))</h3><p>\(body)</p></aside>\n"
        }
        if !sources.isEmpty {
            let body = sources.map { Self.htmlEscaped(Self.printable($0.text(in: labels))) }.joined(separator: "<br>")
            out += "<footer class=\"sources\"><p>\(body)</p></footer>\n"
        }
        out += "</section>\n"
        return out
    }

    /// Text made safe anywhere in HTML, in element content and in quoted attributes alike:
    /// `&` `<` `>` `"` `'` become `&amp;` `&lt;` `&gt;` `&quot;` `&#39;`, and control characters
    /// other than tab, line feed and carriage return (which HTML reads as spaces) are dropped.
    package static func htmlEscaped(_ text: String) -> String {
        TextEscaping.escaped(text, htmlReferences) { scalar, out in
            if !isControl(scalar) || scalar == "\t" || scalar == "\n" || scalar == "\r" {
                out.unicodeScalars.append(scalar)
            }
        }
    }

    /// The markup references, plus `'` as `&#39;` (HTML 4 has no `&apos;`).
    private static let htmlReferences = TextEscaping.markup.merging(["'": "&#39;"]) { $1 }
}
