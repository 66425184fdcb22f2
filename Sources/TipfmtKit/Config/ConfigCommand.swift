import ArgumentParser
import BillRequestKit

extension TipFmt {
    /// `tipfmt config`: persisted defaults.
    struct ConfigCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "config",
            abstract: "Show or change persisted defaults (tip, locale, currency, home, rounding).",
            discussion: """
                Defaults live in $XDG_CONFIG_HOME/tipfmt/config.json (default ~/.config). Writes are \
                atomic; a malformed file is an error (exit 78) and is never overwritten. Values from \
                the command line win over the file; the file's locale wins over LC_ALL/LANG.

                Keys: tip (percent, used by calc when no --tip is given), locale, currency, home \
                (home currency; converts when --rate or --rates is given), rounding (calc's --round).

                Examples:
                  tipfmt config set tip 18
                  tipfmt config set locale de_CH
                  tipfmt config get locale
                  tipfmt config unset tip
                  tipfmt config list
                """,
            subcommands: [Set.self, Get.self, Unset.self, List.self],
            defaultSubcommand: List.self)

        /// `tipfmt config set KEY VALUE`.
        struct Set: ParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "set",
                abstract: "Set a default.",
                discussion: """
                    Examples:
                      tipfmt config set tip 18
                      tipfmt config set currency chf     Stored as CHF.
                    """)
            @Argument(help: ArgumentHelp("The key.", valueName: "key")) var key: ConfigFile.Key
            @Argument(help: ArgumentHelp("The value.", valueName: "value")) var value: String

            func run() throws {
                // A rates file is kept by its absolute path, so every directory finds it.
                var value = value
                if key == .rates, !value.hasPrefix("/"), let directory = FileSystem.currentDirectory() {
                    value = directory + "/" + value
                }
                let setting = value
                try ConfigFile.update(.process) { (config) throws(CLIError) in try config.set(key, setting) }
            }
        }

        /// `tipfmt config get KEY`.
        struct Get: ParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "get",
                abstract: "Print a default (exit 1 when it is not set).",
                discussion: """
                    Examples:
                      tipfmt config get locale
                    """)
            @Argument(help: ArgumentHelp("The key.", valueName: "key")) var key: ConfigFile.Key

            func run() throws {
                let config = try ConfigFile.load(.process)
                guard let value = config[key] else {
                    throw CLIError.rejected(
                        "'\(key.rawValue)' is not set; set it with `tipfmt config set \(key.rawValue) VALUE`")
                }
                StandardStreams.printLine(value)
            }
        }

        /// `tipfmt config unset KEY`.
        struct Unset: ParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "unset",
                abstract: "Remove a default.",
                discussion: """
                    Examples:
                      tipfmt config unset tip
                    """)
            @Argument(help: ArgumentHelp("The key.", valueName: "key")) var key: ConfigFile.Key

            func run() throws {
                try ConfigFile.update(.process) { config in config.unset(key) }
            }
        }

        /// `tipfmt config list`.
        struct List: ParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "list",
                abstract: "Print every default that is set, as key=value lines.",
                discussion: """
                    Examples:
                      tipfmt config list
                      tipfmt config list --path      Where the file is.
                    """)
            @Flag(help: "Print the file's path instead.") var path = false

            func run() throws {
                let config = try ConfigFile.load(.process)
                if path {
                    StandardStreams.printLine(config.path)
                    return
                }
                for key in ConfigFile.Key.allCases {
                    if let value = config[key] { StandardStreams.printLine("\(key.rawValue)=\(value)") }
                }
            }
        }
    }
}

extension ConfigFile.Key: ExpressibleByArgument {}
