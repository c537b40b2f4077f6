package driver

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/urfave/cli/v2"
)

// Exit codes of the tools: a run that fails (bad IR, a failing pass or
// interpretation) exits 1, a command line the tool cannot act on exits 2.
const (
	ExitFailure = 1
	ExitUsage   = 2
)

// UsageError is a mistake on the command line: an unknown flag, a flag value
// that does not parse, a missing or unreadable input file, or flags that do
// not go together. The tools print it briefly and exit ExitUsage.
type UsageError struct{ Err error }

func (e *UsageError) Error() string { return e.Err.Error() }

func (e *UsageError) Unwrap() error { return e.Err }

// Usagef returns a UsageError with a formatted message.
func Usagef(format string, args ...any) error {
	return &UsageError{Err: fmt.Errorf(format, args...)}
}

// OnUsageError is the apps' cli.OnUsageErrorFunc: it turns flag parsing
// errors into UsageErrors instead of printing the whole help text.
func OnUsageError(_ *cli.Context, err error, _ bool) error {
	return &UsageError{Err: err}
}

// Report prints err for the command name to w and returns the exit code:
// ExitUsage for a UsageError (a one-line message and a pointer to --help),
// the code of a cli.ExitCoder, else ExitFailure. A nil err returns 0.
func Report(w io.Writer, name string, err error) int {
	if err == nil {
		return 0
	}
	var usage *UsageError
	if errors.As(err, &usage) {
		msg := strings.TrimPrefix(usage.Error(), name+": ")
		fmt.Fprintf(w, "%s: %s\nsee '%s --help'\n", name, msg, name)
		return ExitUsage
	}
	if msg := err.Error(); msg != "" {
		fmt.Fprintln(w, msg)
	}
	var coder cli.ExitCoder
	if errors.As(err, &coder) && coder.ExitCode() != 0 {
		return coder.ExitCode()
	}
	return ExitFailure
}
