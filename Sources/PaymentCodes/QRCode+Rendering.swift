extension QRCode {
    /// The quiet zone the QR specification asks for around a symbol, in modules.
    public static let standardQuietZone = 4

    /// The symbol drawn with the half blocks `▀ ▄ █` and spaces, two module rows a text line, one
    /// module a column, dark modules as ink, inside a light quiet zone of `quietZone` modules.
    ///
    /// A terminal with dark text on a light background shows it as printed; one with light text on
    /// dark shows it inverted, which phone cameras also read. Each line ends with `\n`.
    public func halfBlockText(quietZone: Int = QRCode.standardQuietZone) -> String {
        let margin = max(0, quietZone)
        let span = size + 2 * margin
        var text = ""
        var top = 0
        while top < span {
            for column in 0..<span {
                let upper = isDark(row: top - margin, column: column - margin)
                let lower = top + 1 < span && isDark(row: top + 1 - margin, column: column - margin)
                switch (upper, lower) {
                case (true, true): text += "█"
                case (true, false): text += "▀"
                case (false, true): text += "▄"
                case (false, false): text += " "
                }
            }
            text += "\n"
            top += 2
        }
        return text
    }

    /// The symbol as an SVG image: a white square with one black `<rect>` per dark module, each
    /// `moduleSize` user units wide, inside a quiet zone of `quietZone` modules.
    public func svg(moduleSize: Int = 4, quietZone: Int = QRCode.standardQuietZone) -> String {
        let unit = max(1, moduleSize)
        let margin = max(0, quietZone)
        let side = (size + 2 * margin) * unit
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(side)" height="\(side)" \
            viewBox="0 0 \(side) \(side)" shape-rendering="crispEdges">
            <rect width="\(side)" height="\(side)" fill="#ffffff"/>

            """
        for row in 0..<size {
            for column in 0..<size where isDark(row: row, column: column) {
                let x = (column + margin) * unit
                let y = (row + margin) * unit
                svg += "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(unit)\" height=\"\(unit)\" fill=\"#000000\"/>\n"
            }
        }
        svg += "</svg>\n"
        return svg
    }

    /// The symbol as a binary PBM image (netpbm `P4`).
    ///
    /// Each module is `scale` pixels square, inside a quiet zone of `quietZone` modules; 1 bits are
    /// dark. Image readers such as zbarimg open it as it is.
    public func pbm(scale: Int = 4, quietZone: Int = QRCode.standardQuietZone) -> [UInt8] {
        let pixelsPerModule = max(1, scale)
        let margin = max(0, quietZone)
        let side = (size + 2 * margin) * pixelsPerModule
        var bytes = Array("P4\n\(side) \(side)\n".utf8)
        let rowBytes = (side + 7) / 8
        for y in 0..<side {
            var row = [UInt8](repeating: 0, count: rowBytes)
            let moduleRow = y / pixelsPerModule - margin
            for x in 0..<side where isDark(row: moduleRow, column: x / pixelsPerModule - margin) {
                row[x / 8] |= 0x80 >> UInt8(x % 8)
            }
            bytes += row
        }
        return bytes
    }
}
