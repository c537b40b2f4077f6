package driver

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/stablehlo-go/stablehlo/mlirc"
)

// Expectation is one `expected-<severity> @<where> {{message}}` comment.
type Expectation struct {
	Severity mlirc.Severity
	// Line is the line the diagnostic is expected on; Anywhere when the
	// comment says `@unknown` (a diagnostic without a file position).
	Line     int
	Anywhere bool
	Message  string
	// Regexp is set for `{{-re ...}}`-free messages containing `{{...}}`
	// regular expression parts; nil when Message is a plain substring.
	Regexp *regexp.Regexp
	// At is the line holding the comment, for reports.
	At      int
	matched bool
}

var expectRE = regexp.MustCompile(`expected-(error|warning|note|remark)\s*(@[^\s{]*)?\s*(\{\{.*\}\})`)

// ParseExpectations scans source for expected-* comments.
func ParseExpectations(source string) ([]*Expectation, error) {
	var out []*Expectation
	lines := strings.Split(source, "\n")
	var lastNonDesignator = -1
	for i, line := range lines {
		lineNo := i + 1
		idx := strings.Index(line, "//")
		if idx < 0 {
			lastNonDesignator = lineNo
			continue
		}
		m := expectRE.FindStringSubmatch(line[idx:])
		if m == nil {
			if strings.TrimSpace(line[:idx]) != "" {
				lastNonDesignator = lineNo
			}
			continue
		}
		e := &Expectation{At: lineNo}
		switch m[1] {
		case "error":
			e.Severity = mlirc.SeverityError
		case "warning":
			e.Severity = mlirc.SeverityWarning
		case "note":
			e.Severity = mlirc.SeverityNote
		default:
			e.Severity = mlirc.SeverityRemark
		}
		e.Line = lineNo
		switch where := m[2]; {
		case where == "":
		case where == "@unknown":
			e.Anywhere = true
		case where == "@above":
			e.Line = lastNonDesignator
		case where == "@below":
			e.Line = lineNo + 1
		case strings.HasPrefix(where, "@+") || strings.HasPrefix(where, "@-"):
			n, err := strconv.Atoi(where[1:])
			if err != nil {
				return nil, fmt.Errorf("line %d: bad expected-%s offset %q", lineNo, m[1], where)
			}
			e.Line = lineNo + n
		default:
			n, err := strconv.Atoi(where[1:])
			if err != nil {
				return nil, fmt.Errorf("line %d: bad expected-%s designator %q", lineNo, m[1], where)
			}
			e.Line = n
		}
		msg := m[3]
		msg = msg[2 : len(msg)-2]
		e.Message = msg
		if strings.Contains(msg, "{{") {
			re, err := messagePattern(msg)
			if err != nil {
				return nil, fmt.Errorf("line %d: bad regular expression in expected-%s: %w", lineNo, m[1], err)
			}
			e.Regexp = re
		}
		if strings.TrimSpace(line[:idx]) != "" {
			lastNonDesignator = lineNo
		}
		out = append(out, e)
	}
	return out, nil
}

// messagePattern turns `text {{re}} text` into a regular expression.
func messagePattern(msg string) (*regexp.Regexp, error) {
	var b strings.Builder
	for {
		i := strings.Index(msg, "{{")
		if i < 0 {
			b.WriteString(regexp.QuoteMeta(msg))
			break
		}
		j := strings.Index(msg[i:], "}}")
		if j < 0 {
			b.WriteString(regexp.QuoteMeta(msg))
			break
		}
		b.WriteString(regexp.QuoteMeta(msg[:i]))
		b.WriteString("(?:" + msg[i+2:i+j] + ")")
		msg = msg[i+j+2:]
	}
	return regexp.Compile(b.String())
}

func (e *Expectation) matches(d mlirc.Diagnostic) bool {
	if e.Severity != d.Severity {
		return false
	}
	if e.Anywhere {
		if d.Line != 0 {
			return false
		}
	} else if d.Line != e.Line {
		return false
	}
	if e.Regexp != nil {
		return e.Regexp.MatchString(d.Message)
	}
	return strings.Contains(d.Message, e.Message)
}

// Flatten lists diagnostics with their notes after them, as separate
// entries.
func Flatten(diags []mlirc.Diagnostic) []mlirc.Diagnostic {
	var out []mlirc.Diagnostic
	for _, d := range diags {
		notes := d.Notes
		d.Notes = nil
		out = append(out, d)
		out = append(out, Flatten(notes)...)
	}
	return out
}

// CheckExpectations matches diagnostics against expectations, as mlir-opt's
// --verify-diagnostics does, and returns one problem per unmet expectation
// or unexpected diagnostic (empty when everything matched).
func CheckExpectations(file string, expects []*Expectation, diags []mlirc.Diagnostic) []string {
	var problems []string
	for _, d := range Flatten(diags) {
		found := false
		for _, e := range expects {
			if !e.matched && e.matches(d) {
				e.matched, found = true, true
				break
			}
		}
		if !found {
			problems = append(problems, fmt.Sprintf("%s: error: unexpected %s: %s", d.Position(), d.Severity, d.Message))
		}
	}
	for _, e := range expects {
		if !e.matched {
			problems = append(problems, fmt.Sprintf("%s:%d: error: expected %s %q was not produced", file, e.At, e.Severity, e.Message))
		}
	}
	return problems
}
