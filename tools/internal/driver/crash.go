package driver

import (
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strings"
)

// ExitInternalError is the exit status of a tool that stopped on an
// internal error (a bug in the tool, not in its input): distinct from the
// status 1 of ordinary errors, it is sysexits' EX_SOFTWARE.
const ExitInternalError = 70

// TracebackEnv names the environment variable that, set to a non-empty
// value, makes an internal error print its stack trace on standard error
// instead of into a file.
const TracebackEnv = "STABLEHLO_GO_TRACEBACK"

// maxStackLines bounds the stack trace of a report.
const maxStackLines = 60

// Crash describes an internal error for ReportCrash.
type Crash struct {
	// Tool is the name of the tool that failed.
	Tool string
	// Message is what went wrong (the panic value).
	Message string
	// Location is the source location being processed, when known.
	Location string
	// Stack is the stack trace of the goroutine that failed.
	Stack []byte
}

// ReportCrash writes the report of an internal error to w: the message,
// the location when known, a request for a bug report and where the stack
// trace is (a file in the temporary directory, or w itself when the
// TracebackEnv variable is set). It never prints a goroutine dump of the
// whole process.
func ReportCrash(w io.Writer, c Crash) {
	fmt.Fprintf(w, "%s: internal error: %s\n", c.Tool, c.Message)
	if c.Location != "" {
		fmt.Fprintf(w, "  while running the operation at %s\n", c.Location)
	}
	fmt.Fprintf(w, "This is a bug in %s. Please file a bug report with the input and the command line that trigger it", c.Tool)
	stack := shortStack(c.Stack)
	if stack == "" {
		fmt.Fprintln(w, ".")
		return
	}
	if os.Getenv(TracebackEnv) != "" {
		fmt.Fprintf(w, " and this stack trace:\n%s", stack)
		return
	}
	path, err := writeStack(c.Tool, stack)
	if err != nil {
		fmt.Fprintf(w, ".\n(the stack trace could not be saved: %v; set %s=1 to print it)\n", err, TracebackEnv)
		return
	}
	fmt.Fprintf(w, ", attaching the stack trace saved in %s (set %s=1 to print it instead).\n", path, TracebackEnv)
}

// shortStack keeps the first maxStackLines lines of a stack trace.
func shortStack(stack []byte) string {
	lines := strings.SplitAfter(strings.TrimRight(string(stack), "\n"), "\n")
	if len(lines) > maxStackLines {
		lines = append(lines[:maxStackLines], "...\n")
	}
	s := strings.Join(lines, "")
	if s != "" && !strings.HasSuffix(s, "\n") {
		s += "\n"
	}
	return s
}

// writeStack saves a stack trace in a new file of the temporary directory.
func writeStack(tool, stack string) (string, error) {
	f, err := os.CreateTemp("", tool+"-crash-*.txt")
	if err != nil {
		return "", fmt.Errorf("create stack trace file: %w", err)
	}
	if _, err := f.WriteString(stack); err != nil {
		f.Close()
		return "", fmt.Errorf("write %s: %w", f.Name(), err)
	}
	if err := f.Close(); err != nil {
		return "", fmt.Errorf("close %s: %w", f.Name(), err)
	}
	return f.Name(), nil
}

// RecoverMain is the last resort of a tool: deferred first thing in main,
// it turns a panic that reached main's goroutine into a crash report on
// standard error and exits with ExitInternalError. Panics on other
// goroutines must be forwarded to one that ends in main.
func RecoverMain(tool string) {
	r := recover()
	if r == nil {
		return
	}
	ReportCrash(os.Stderr, Crash{Tool: tool, Message: fmt.Sprint(r), Stack: debug.Stack()})
	os.Exit(ExitInternalError)
}
