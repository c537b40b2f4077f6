package interp

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// Errors of compilation and execution. Every error a run returns names the
// failing operation through an *OpError; the conditions a caller may want
// to handle are reachable through it with errors.Is and errors.As:
//
//   - ErrUnsupported (*UnsupportedError): an operation or configuration the
//     interpreter cannot run. Program.Check lists them before any run.
//   - *ArgumentError: Run's arguments do not match the function's signature.
//   - ErrResourceLimit (*MemoryError, *CallDepthError, tensor.ErrTooLarge):
//     a limit of RunOptions was reached.
//   - ErrDeadlock (*DeadlockError, *MismatchError): the processes of a grid
//     can no longer make progress.
//   - ErrCanceled (*CanceledError): RunOptions.Context was canceled; the
//     context's own error (context.Canceled, context.DeadlineExceeded or
//     its cause) matches too.

// ErrUnsupported is matched by errors reporting an operation, or a
// configuration of one, that the interpreter cannot run.
var ErrUnsupported = errors.New("unsupported by the interpreter")

// ErrResourceLimit is matched by errors reporting a limit reached by a
// run: its memory budget (*MemoryError), its call depth (*CallDepthError)
// and the size limits of single tensors (tensor.ErrTooLarge).
var ErrResourceLimit error = tensor.ErrResourceLimit

// ErrDeadlock is matched by errors reporting processes of a grid that can
// no longer make progress: all blocked (*DeadlockError) or disagreeing on
// the collective they reached (*MismatchError).
var ErrDeadlock = errors.New("grid deadlock")

// ErrCanceled is matched by errors reporting a run stopped because its
// context was done.
var ErrCanceled = errors.New("execution canceled")

// UnsupportedError reports an operation the interpreter compiled into a
// kernel that fails when it runs: an operation without a kernel, a
// custom_call target it does not know, or an operand configuration it does
// not implement. The module still compiles and runs as long as the
// operation is not executed; Program.Check reports them all beforehand.
type UnsupportedError struct {
	// Op is the operation's name, e.g. "stablehlo.custom_call".
	Op string
	// Loc is the operation's location ("file:line:col").
	Loc string
	// Reason says what is not supported.
	Reason string
}

// Error returns the reason; a run wraps the error in an *OpError naming the
// operation and its location.
func (e *UnsupportedError) Error() string { return e.Reason }

// Is reports whether target is ErrUnsupported.
func (e *UnsupportedError) Is(target error) bool { return target == ErrUnsupported }

// unsupportedKernel returns a kernel that reports an unsupported
// configuration when it runs, so that a module using it still compiles and
// runs as long as the operation is not executed. The compiled operation
// records the error, for Program.Check.
func (c *OpContext) unsupportedKernel(format string, args ...any) Kernel {
	ue := &UnsupportedError{Op: c.Name, Loc: c.Loc, Reason: fmt.Sprintf(format, args...)}
	c.unsupported = ue
	return failingKernel(ue)
}

// failingKernel returns a kernel failing with ue, located at its operation.
func failingKernel(ue *UnsupportedError) Kernel {
	err := &OpError{Op: ue.Op, Loc: ue.Loc, Err: ue}
	return func(*Frame, []Value) ([]Value, error) { return nil, err }
}

// CheckError lists the operations of a program that cannot run (see
// Program.Check). errors.As finds each *UnsupportedError, and
// errors.Is(err, ErrUnsupported) holds.
type CheckError struct {
	// Unsupported are the failing operations, in function order (sorted by
	// name) and program order within each function.
	Unsupported []*UnsupportedError
}

// Error lists the operations one per line as "loc: error: op: reason".
func (e *CheckError) Error() string {
	var b strings.Builder
	for i, u := range e.Unsupported {
		if i > 0 {
			b.WriteByte('\n')
		}
		fmt.Fprintf(&b, "%s: error: %s: %s", u.Loc, u.Op, u.Reason)
	}
	return b.String()
}

// Unwrap returns the operations' errors.
func (e *CheckError) Unwrap() []error {
	errs := make([]error, len(e.Unsupported))
	for i, u := range e.Unsupported {
		errs[i] = u
	}
	return errs
}

// Unsupported returns every operation of the program compiled into a
// kernel that fails when it runs, in function order (sorted by name) and
// program order within each function, nested regions after their
// operation. Nothing is run.
func (p *Program) Unsupported() []*UnsupportedError {
	var out []*UnsupportedError
	var walk func(r *Region)
	walk = func(r *Region) {
		for _, o := range r.ops {
			if o.unsupported != nil {
				out = append(out, o.unsupported)
			}
			for _, sub := range o.regions {
				walk(sub)
			}
		}
	}
	for _, name := range p.Functions() {
		if fn := p.funcs[name]; fn.body != nil {
			walk(fn.body)
		}
	}
	return out
}

// Check reports, without running anything, every operation of the program
// the interpreter cannot run: nil when there is none, otherwise a
// *CheckError listing them with their locations.
func (p *Program) Check() error {
	if u := p.Unsupported(); len(u) > 0 {
		return &CheckError{Unsupported: u}
	}
	return nil
}

// ArgumentError reports arguments of Program.Run (or of one process of
// RunGrid) that do not match the function's signature.
type ArgumentError struct {
	// Function is the function being called.
	Function string
	// Index is the position of the mismatching argument, or -1 when the
	// number of arguments is wrong.
	Index int
	// Want and Got are the expected and the given type (for a wrong count:
	// the numbers of parameters and of arguments).
	Want, Got string
	// detail is the mismatch within the argument (a tuple element).
	detail error
}

// Error describes the mismatch.
func (e *ArgumentError) Error() string {
	if e.Index < 0 {
		return fmt.Sprintf("function @%s takes %s arguments, got %s", e.Function, e.Want, e.Got)
	}
	return fmt.Sprintf("function @%s, argument %d: %v", e.Function, e.Index, e.detail)
}

// CanceledError reports a run stopped because its context was done.
type CanceledError struct {
	// Cause is the context's cause (context.Canceled,
	// context.DeadlineExceeded or the cause given to the cancel function).
	Cause error
}

// Error renders "execution stopped: cause".
func (e *CanceledError) Error() string { return "execution stopped: " + e.Cause.Error() }

// Unwrap returns the cause.
func (e *CanceledError) Unwrap() error { return e.Cause }

// Is reports whether target is ErrCanceled (the cause matches through
// Unwrap).
func (e *CanceledError) Is(target error) bool { return target == ErrCanceled }

// canceled returns the *CanceledError of a done context.
func canceled(ctx context.Context) error {
	return &CanceledError{Cause: context.Cause(ctx)}
}
