package main

import (
	"errors"
	"regexp"
	"strconv"
	"strings"

	"github.com/stablehlo-go/stablehlo/mlirc"
)

// positionedError matches the "file:line:col: error: message" text of the
// interpreter's errors (interp.OpError and the errors wrapping it).
var positionedError = regexp.MustCompile(`^(.*?):(\d+):(\d+): error: (.*)$`)

// runDiagnostics turns the error of one run into diagnostics for
// --verify-diagnostics: the parser's and verifier's diagnostics as MLIR gave
// them, an interpreter error at the operation's position, anything else as
// an error without a position.
func runDiagnostics(err error) []mlirc.Diagnostic {
	if err == nil {
		return nil
	}
	var de *mlirc.DiagnosticError
	if errors.As(err, &de) {
		if len(de.Diagnostics) > 0 {
			return de.Diagnostics
		}
		return []mlirc.Diagnostic{{Severity: mlirc.SeverityError, Message: de.Summary}}
	}
	text := err.Error()
	first, _, _ := strings.Cut(text, "\n")
	if m := positionedError.FindStringSubmatch(first); m != nil {
		line, _ := strconv.Atoi(m[2])
		col, _ := strconv.Atoi(m[3])
		return []mlirc.Diagnostic{{Severity: mlirc.SeverityError, File: m[1], Line: line, Col: col, Message: m[4]}}
	}
	return []mlirc.Diagnostic{{Severity: mlirc.SeverityError, Message: text}}
}
