package interp

import (
	"errors"
	"fmt"

	"github.com/stablehlo-go/stablehlo/interp/internal/safego"
)

// Bounded recursion. Every func.call runs its callee through Go recursion
// (the call's kernel, Env.call and Frame.Run), which costs about a kilobyte
// of Go stack per level. Go stops a goroutine whose stack passes 1 GB with a
// fatal error that no recover catches, so the depth is bounded and deep
// call chains are spread over several goroutines: every callsPerStack
// levels the callee runs on a fresh goroutine while its caller waits.
// Memory then grows with the depth, and MaxCallDepth keeps it bounded.
//
// Region nesting within one function (a while inside a while ...) needs no
// bound of its own here: the nesting of the text that MLIR parses is
// limited (mlirc.DefaultMaxNesting), so a function's regions nest at most
// a few hundred levels deep.

// DefaultMaxCallDepth is the func.call depth that an execution allows when
// RunOptions.MaxCallDepth is 0: deep enough for any real program, and small
// enough that hitting it costs a fraction of a second and some hundreds of
// megabytes, not the machine.
const DefaultMaxCallDepth = 100_000

// callsPerStack is how many call levels share one goroutine's stack.
const callsPerStack = 4096

// CallDepthError reports a func.call beyond the execution's call-depth
// limit (RunOptions.MaxCallDepth).
type CallDepthError struct {
	// Function is the callee that would have exceeded the limit.
	Function string
	// Limit is the depth limit in force.
	Limit int
}

// Error names the callee and the limit.
func (e *CallDepthError) Error() string {
	return fmt.Sprintf("call to @%s would nest %d calls deep, beyond the limit of %d (recursion without end? raise the limit with --max-call-depth or RunOptions.MaxCallDepth)",
		e.Function, e.Limit+1, e.Limit)
}

// Is reports whether target is ErrResourceLimit.
func (e *CallDepthError) Is(target error) bool { return target == ErrResourceLimit }

// enter records the activation of fn, failing beyond the depth limit.
func (e *Env) enter(fn *Function) error {
	limit := e.opts.MaxCallDepth
	if limit <= 0 {
		limit = DefaultMaxCallDepth
	}
	if e.callDepth >= limit {
		return &CallDepthError{Function: fn.Name, Limit: limit}
	}
	e.callDepth++
	return nil
}

// leave ends the activation that enter recorded.
func (e *Env) leave() { e.callDepth-- }

// runOnFreshStack runs body on a new goroutine and waits for it; a panic
// there is raised again in the caller.
func runOnFreshStack(body func() ([]Value, error)) (res []Value, err error) {
	var g safego.Group
	g.Go(func() { res, err = body() })
	g.Wait()
	return res, err
}

// InternalError reports a panic inside the interpreter: a bug, not a
// problem of the program being run. Tools report it asking for a bug
// report.
type InternalError struct {
	// Value is the value the interpreter panicked with.
	Value any
	// Op and Loc name the operation whose kernel panicked (empty when
	// unknown).
	Op, Loc string
	// Stack is the stack of the goroutine that panicked.
	Stack []byte
}

// Error describes the panic and where it happened.
func (e *InternalError) Error() string {
	if e.Op == "" {
		return fmt.Sprintf("internal error: panic: %v", e.Value)
	}
	return fmt.Sprintf("%s: internal error in %s: panic: %v", e.Loc, e.Op, e.Value)
}

// Unwrap returns the panic value when it is an error.
func (e *InternalError) Unwrap() error {
	if err, ok := e.Value.(error); ok {
		return err
	}
	return nil
}

// internalError turns a value recovered while running o into an
// *InternalError; one raised by a nested region keeps its operation.
func internalError(r any, o *op) error {
	if ie, ok := r.(*InternalError); ok {
		return ie
	}
	p := safego.Catch(r)
	ie := &InternalError{Value: p.Value, Stack: p.Stack}
	var inner *InternalError
	if err, ok := p.Value.(error); ok && errors.As(err, &inner) {
		return inner
	}
	if o != nil {
		ie.Op, ie.Loc = o.name, o.loc
	}
	return ie
}
