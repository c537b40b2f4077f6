package interp

import (
	"fmt"
	"sort"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
	"github.com/stablehlo-go/stablehlo/ir"
)

// Kernel executes one operation: it receives the operand values and returns
// the results. Kernels are built once per operation at compile time, with
// attributes decoded and types resolved, and may be called concurrently by
// several executions.
type Kernel func(f *Frame, args []Value) ([]Value, error)

// Builder builds the kernel of one operation.
type Builder func(c *OpContext) (Kernel, error)

// kernels maps operation names to their builders; each kernel file
// registers its operations from init.
var kernels = map[string]Builder{}

// wrappers maps operation names to builder wrappers (such as support for
// quantized operands) applied when an operation is compiled, whatever the
// order in which files registered them.
var wrappers = map[string][]func(Builder) Builder{}

// registerWrapper adds a wrapper around the builder of name.
func registerWrapper(name string, w func(Builder) Builder) {
	wrappers[name] = append(wrappers[name], w)
}

// builderFor returns the builder of name with its wrappers applied.
func builderFor(name string) (Builder, bool) {
	b, ok := kernels[name]
	if !ok {
		return nil, false
	}
	for _, w := range wrappers[name] {
		b = w(b)
	}
	return b, true
}

// register binds an operation name to its builder.
func register(name string, b Builder) {
	if _, dup := kernels[name]; dup {
		panic("interp: kernel registered twice: " + name)
	}
	kernels[name] = b
}

// opsWithoutKernel names the ops of the op table (stablehlo.Ops) that have
// no kernel, each with the reason. An op listed here compiles into a kernel
// that fails when it runs.
var opsWithoutKernel = map[string]string{
	"stablehlo.return":       "region terminator: the compiler takes its operands as the region's results",
	"chlo.ragged_dot":        "legalized by --chlo-legalize-to-stablehlo",
	"sdy.manual_computation": "per-device bodies (shard_map) are not supported: the interpreter runs the global view",
	"sdy.return":             "terminator of sdy.manual_computation",
	"sdy.mesh":               "syntax only: a module-level mesh declaration, never executed",
	"sdy.sharding_group":     "sharding annotation without results; Shardy sharding groups are not supported",
	"stablehlo.set_dimension_size": "not in the specification: sets the run-time size of a bounded dimension, " +
		"and the interpreter's values have static shapes",
}

// NoKernelReason returns why the interpreter has no kernel for an op of the
// op table, or false when it has one or the op is unknown.
func NoKernelReason(name string) (string, bool) {
	r, ok := opsWithoutKernel[name]
	return r, ok
}

// SupportedOps lists the operations the interpreter implements.
func SupportedOps() []string {
	out := make([]string, 0, len(kernels))
	for n := range kernels {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// OpContext is what a Builder sees of the operation it compiles.
type OpContext struct {
	// Op is the operation in the IR, valid only while building.
	Op *ir.Op
	// Name is the operation name, e.g. "stablehlo.add".
	Name string
	// Loc is the operation's position ("file:line:col").
	Loc string
	// Operands and Results are the static operand and result types.
	Operands, Results []ValueType
	// Regions are the operation's compiled regions.
	Regions []*Region

	compiler *compiler
	// compare holds what the stablehlo.compare builder decoded, kept on the
	// compiled op for the region-body recogniser.
	compare *compareAttrs
	// reduce holds what the stablehlo.reduce builder decoded, kept on the
	// compiled op for the softmax fusion.
	reduce *reduceSpec
	// zeroInput and unfilled are the alternative kernels of a scatter
	// whose input is a zero splat and of a splat broadcast whose result
	// such a scatter fills (see scatter_zero.go).
	zeroInput, unfilled Kernel
	// constant holds the value the stablehlo.constant builder decoded,
	// kept on the compiled op for the scalar region compiler.
	constant *tensor.Tensor
	// unsupported is set when the builder made a kernel that always fails
	// (unsupportedKernel), kept on the compiled op for Program.Check.
	unsupported *UnsupportedError
}

// Attr returns the attribute called name (null when absent).
func (c *OpContext) Attr(name string) *ir.Attr { return c.Op.Attribute(name) }

// opView returns the typed view of the operation being compiled, as made by
// one of stablehlo's AsXOpIR functions.
func opView[T any](c *OpContext, as func(*ir.Op) (T, bool)) (T, error) {
	v, ok := as(c.Op)
	if !ok {
		return v, c.Errorf("the builder does not handle this operation")
	}
	return v, nil
}

// Errorf returns a compile error located at the operation.
func (c *OpContext) Errorf(format string, args ...any) error {
	return &OpError{Op: c.Name, Loc: c.Loc, Err: fmt.Errorf(format, args...)}
}

// Program returns the program being compiled, for kernels that call
// functions (its functions are complete when the kernel runs).
func (c *OpContext) Program() *Program { return c.compiler.prog }

// OpError is an error raised by an operation, carrying its name and
// location.
type OpError struct {
	Op  string
	Loc string
	Err error
}

// Error renders "loc: error: op: message", the shape of MLIR's diagnostics.
func (e *OpError) Error() string { return fmt.Sprintf("%s: error: %s: %v", e.Loc, e.Op, e.Err) }

// Unwrap returns the underlying error.
func (e *OpError) Unwrap() error { return e.Err }

// notImplemented is the kernel of an operation the interpreter lacks: it
// fails when executed, naming the operation.
func (c *OpContext) notImplemented() Kernel {
	return c.unsupportedKernel("operation %s is not implemented by the interpreter", c.Name)
}
