package driver

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/stablehlo-go/stablehlo/interp"
	"github.com/stablehlo-go/stablehlo/mlirc"
)

// argsExample shows the form of --args in its error messages.
const argsExample = "i.e. --args=[dense<1> : tensor<2xi32>, ...]"

// ParseArgs parses --args: an array attribute of dense elements attributes.
// Its errors start with the reference interpreter's wording and then say
// what is wrong and where (a column of the --args text, or an element).
func ParseArgs(ctx *mlirc.Context, text string) ([]interp.Value, error) {
	notArray := func(detail string) error {
		return fmt.Errorf("expectected array attribute string for args, %s: --args %s", argsExample, detail)
	}
	trimmed := strings.TrimSpace(text)
	if !strings.HasPrefix(trimmed, "[") {
		col := len(text) - len(strings.TrimLeft(text, " \t\r\n")) + 1
		return nil, notArray(fmt.Sprintf("does not start with '[' (column %d: %s)", col, quoteShort(trimmed)))
	}
	// MLIR's attribute parser counts leading blanks as trailing characters:
	// parse the trimmed text and report columns of the text as given.
	lead := len(text) - len(strings.TrimLeft(text, " \t\r\n"))
	attr, err := ctx.ParseAttribute(trimmed)
	if err != nil {
		return nil, notArray(describeParseError(err, lead))
	}
	if !attr.IsArray() {
		return nil, notArray("is not an array attribute")
	}
	var out []interp.Value
	for i, e := range attr.Elements() {
		if !e.IsDenseElements() {
			return nil, fmt.Errorf("expected dense elements attribute for args elements, %s: element %d is %s", argsExample, i, quoteShort(e.String()))
		}
		t, err := interp.TensorFromAttribute(e)
		if err != nil {
			return nil, fmt.Errorf("--args element %d: %w", i, err)
		}
		out = append(out, t)
	}
	return out, nil
}

// describeParseError turns the diagnostics of a failed attribute parse into
// "line L column C: message" parts; lead is the number of blanks trimmed
// from the start of the text, added back to columns of its first line.
func describeParseError(err error, lead int) string {
	var derr *mlirc.DiagnosticError
	if !errors.As(err, &derr) || len(derr.Diagnostics) == 0 {
		return "cannot be parsed: " + err.Error()
	}
	var parts []string
	for _, d := range derr.Diagnostics {
		if d.Line > 0 {
			col := d.Col
			if d.Line == 1 {
				col += lead
			}
			parts = append(parts, fmt.Sprintf("line %d column %d: %s", d.Line, col, d.Message))
		} else {
			parts = append(parts, d.Message)
		}
	}
	return "cannot be parsed: " + strings.Join(parts, "; ")
}

// quoteShort quotes s, cut to a length that fits in a message.
func quoteShort(s string) string {
	const limit = 60
	if r := []rune(s); len(r) > limit {
		return strconv.Quote(string(r[:limit])) + "..."
	}
	return strconv.Quote(s)
}
