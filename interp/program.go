// Package interp interprets verified StableHLO modules.
//
// Compile translates an MLIR module once into a Program: functions become
// flat lists of operations over numbered value slots, attributes are decoded
// into Go values and every operation is bound to its kernel. A Program is
// immutable; Run keeps all mutable state in an execution environment, so one
// Program can serve many concurrent executions (the processes of a grid).
// Running makes no calls into MLIR.
package interp

import (
	"fmt"
	"slices"
	"sort"
	"sync"

	"github.com/stablehlo-go/stablehlo/ir"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// Value is a runtime value: a *tensor.Tensor, a Token or a Tuple.
//
// Ownership: a tensor passed to Program.Run or RunGrid as an argument stays
// the caller's; the run reads it and never writes it, and a result may be
// that very tensor when the function returns its argument unchanged (the
// caller must not write it while it still needs the argument's value).
// Every other result is a tensor the caller owns alone. The constants of a
// Program are shared by its runs and never handed out: a result equal to a
// constant is a copy. tensor.FromSlice wraps the caller's slice without
// copying, so a tensor built that way aliases the slice.
type Value = any

// Token is the value of !stablehlo.token.
type Token struct{}

// Tuple is the value of a tuple type.
type Tuple []Value

// ValueType is the static type of a value.
type ValueType struct {
	// Tensor is set for tensor types.
	Tensor *tensor.Type
	// Token is set for !stablehlo.token.
	Token bool
	// Tuple is set (possibly empty) for tuple types.
	Tuple []ValueType
	// IsTuple distinguishes an empty tuple from a tensor.
	IsTuple bool
	// Text is the MLIR spelling of the type.
	Text string
}

// String returns the type's MLIR spelling.
func (t ValueType) String() string { return t.Text }

// Program is a compiled module.
type Program struct {
	funcs map[string]*Function
	// constants are the values of the program's stablehlo.constant
	// operations, shared by every run and never written.
	constants map[*tensor.Tensor]bool
	// module is the IR the program was compiled from, which Save writes.
	// Constant tensors are views of its dense data where possible
	// (constantTensor), so the data is not held twice.
	module *ir.Module
	// cache keeps the storage runs released for the next runs (see
	// storage_cache.go); nil in Programs made without CompileIR.
	cache *storageCache
}

// Function is a compiled func.func.
type Function struct {
	Name    string
	Loc     string
	Params  []ValueType
	Results []ValueType
	// ParamNames and ResultNames name the parameters and results when the
	// producer did (loc("x") on an argument, jax.arg_info and
	// jax.result_info): an entry is "" when unnamed, and either may be nil.
	ParamNames, ResultNames []string
	numSlots                int
	body                    *Region
	// planOnce makes outPlan, what RunInto needs of the body.
	planOnce    sync.Once
	outPlan     *outputPlan
	private     bool
	declaration bool
}

// Region is a compiled single-block region.
type Region struct {
	args []int
	// argTypes are the static types of args.
	argTypes []ValueType
	ops      []*op
	results  []int
	// deadArgs are the arguments no operation reads (liveness.go).
	deadArgs []int
	// exitRelease are the results defined in the region, released (or
	// handed on) when the region ends.
	exitRelease []int
	// scalar is the region compiled by the scalar region compiler (nil
	// when it does not apply), made on first use.
	scalarOnce sync.Once
	scalar     *scalarProgram
}

// slice returns the part of r that computes the value slot: the
// operations it depends on, in their order, with slot as the only result
// and r's arguments.
func (r *Region) slice(slot int) *Region {
	need := map[int]bool{slot: true}
	var keep []*op
	for i := len(r.ops) - 1; i >= 0; i-- {
		o := r.ops[i]
		if !slices.ContainsFunc(o.out, func(s int) bool { return need[s] }) {
			continue
		}
		keep = append(keep, o)
		for _, s := range o.in {
			need[s] = true
		}
	}
	slices.Reverse(keep)
	return &Region{args: r.args, argTypes: r.argTypes, ops: keep, results: []int{slot}}
}

// op is one compiled operation.
type op struct {
	name   string
	loc    string
	in     []int
	out    []int
	kernel Kernel
	// compare is recorded for stablehlo.compare, for the region-body
	// recogniser (region_body.go).
	compare *compareAttrs
	// reduce is the decoded stablehlo.reduce, for the softmax fusion
	// (fusion_softmax.go).
	reduce *reduceSpec
	// zeroInput and unfilled are the alternative kernels of OpContext,
	// swapped in by fuseZeroScatters.
	zeroInput, unfilled Kernel
	// inTypes and outTypes are the operand and result types, for the
	// scalar region compiler (scalar_region.go).
	inTypes, outTypes []ValueType
	// constant is the value of a stablehlo.constant, for the same.
	constant *tensor.Tensor
	// regions are the operation's compiled regions.
	regions []*Region
	// fuse is the operation's fused form (fusion.go), nil when it has
	// none.
	fuse *fusable
	// group is the compiled group of an interp.fused_elementwise.
	group *fusedGroup
	// dieIn are the operand slots whose last reader is this operation,
	// dropped before its kernel runs; inDies flags the operands they fill.
	// dieAfter are the other slots whose last reader it is (values its
	// regions read, results nobody reads), dropped after it (liveness.go).
	dieIn, dieAfter []int
	inDies          []bool
	// escapes is set for operations whose values leave the frame (see
	// escapes in memory.go).
	escapes bool
	// unsupported is set when the kernel always fails (Program.Check).
	unsupported *UnsupportedError
}

// Function returns the function called name, or nil.
func (p *Program) Function(name string) *Function { return p.funcs[name] }

// Functions returns the names of all functions, sorted.
func (p *Program) Functions() []string {
	names := make([]string, 0, len(p.funcs))
	for n := range p.funcs {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// PublicFunctions returns the names of the public functions with a body,
// sorted: the functions a caller may choose to run.
func (p *Program) PublicFunctions() []string {
	var public []string
	for _, n := range p.Functions() {
		if f := p.funcs[n]; !f.private && !f.declaration {
			public = append(public, n)
		}
	}
	return public
}

// EntryFunction picks the function to run when none is named: "main" when it
// exists, otherwise the only public function.
func (p *Program) EntryFunction() (string, error) {
	if _, ok := p.funcs["main"]; ok {
		return "main", nil
	}
	var public []string
	for _, n := range p.Functions() {
		if f := p.funcs[n]; !f.private && !f.declaration {
			public = append(public, n)
		}
	}
	if len(public) == 1 {
		return public[0], nil
	}
	if len(public) == 0 {
		return "", fmt.Errorf("the module has no function to run")
	}
	return "", fmt.Errorf("the module has no @main and %d public functions (%v); name the one to run", len(public), public)
}
