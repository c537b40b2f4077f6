package mlirc

import "fmt"

// DefaultMaxNesting is how deeply brackets ((), [], {}, <>) may nest in
// text handed to MLIR's parser. The parser recurses for every level, so
// unbounded nesting overflows its stack; no real program comes near this
// limit, and the parser runs on a stack sized for it (parseStackSize).
const DefaultMaxNesting = 1000

// checkNesting rejects text whose brackets nest more than limit levels,
// with an error located at the first character beyond the limit. String
// literals and `//` comments are skipped, and the `>` of an arrow (`->`)
// closes nothing. The count is conservative: a stray closing bracket only
// lowers it.
func checkNesting(text, file string, limit int) error {
	_, err := scanText(text, file, limit)
	return err
}

// parserText returns text as MLIR's parser should see it. Text ending
// inside an unterminated string literal gets a newline: MLIR's lexer reports
// the unterminated string at the newline, at the same line and column as at
// the end of the text, but at the end of the text it steps past the
// terminating NUL byte and goes on lexing whatever memory follows.
// MLIR bytecode (which starts with the magic "ML\xefR") is not text and
// passes unchanged.
func parserText(text, file string) (string, error) {
	if IsBytecode([]byte(text)) {
		return text, nil
	}
	inString, err := scanText(text, file, DefaultMaxNesting)
	if err != nil {
		return "", err
	}
	if inString {
		text += "\n"
	}
	return text, nil
}

// scanText checks the nesting of text as checkNesting does and reports
// whether the text ends inside a string literal.
func scanText(text, file string, limit int) (inString bool, err error) {
	depth, line, lineStart := 0, 1, 0
	for i := 0; i < len(text); i++ {
		switch c := text[i]; c {
		case '\n':
			line++
			lineStart = i + 1
		case '"':
			// A string ends at its closing quote or, unterminated, at the
			// end of the line (where MLIR's lexer gives up on it too).
			for i++; i < len(text) && text[i] != '"' && text[i] != '\n'; i++ {
				if text[i] == '\\' && i+1 < len(text) && text[i+1] != '\n' {
					i++
				}
			}
			if i >= len(text) {
				return true, nil
			}
			if text[i] == '\n' {
				i--
			}
		case '/':
			if i+1 < len(text) && text[i+1] == '/' {
				for i+1 < len(text) && text[i+1] != '\n' {
					i++
				}
			}
		case '(', '[', '{', '<':
			depth++
			if depth > limit {
				return false, &DiagnosticError{
					Summary: fmt.Sprintf("%s: nesting deeper than %d levels", file, limit),
					Diagnostics: []Diagnostic{{
						Severity: SeverityError,
						File:     file,
						Line:     line,
						Col:      i - lineStart + 1,
						Loc:      fmt.Sprintf("loc(%q:%d:%d)", file, line, i-lineStart+1),
						Message:  fmt.Sprintf("nesting deeper than %d levels", limit),
					}},
				}
			}
		case '>':
			if i > 0 && text[i-1] == '-' {
				continue
			}
			fallthrough
		case ')', ']', '}':
			if depth > 0 {
				depth--
			}
		}
	}
	return false, nil
}

// bytecodeMagic starts every MLIR bytecode file.
const bytecodeMagic = "ML\xefR"

// IsBytecode reports whether data is MLIR bytecode rather than text.
func IsBytecode(data []byte) bool {
	return len(data) >= len(bytecodeMagic) && string(data[:len(bytecodeMagic)]) == bytecodeMagic
}
