public import ArgumentParser
public import Money

/// `--style symbol|narrow|code|name|accounting`.
extension MoneyFormatter.Style: ExpressibleByArgument {}
