package interp

import (
	"errors"
	"fmt"

	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
	"github.com/stablehlo-go/stablehlo/ir"
)

// CompileOptions tunes Compile.
type CompileOptions struct {
	// NoFusion keeps every elementwise operation an operation of its own
	// instead of fusing connected groups of them into one operation that
	// runs over cache-sized blocks, and every operation of the program
	// instead of dropping those whose results the types decide (see
	// simplify.go). Results are the same either way.
	NoFusion bool
	// NoInline keeps every func.call a call at run time instead of
	// compiling the bodies of small private functions into their callers
	// (see inline.go). Results are the same either way.
	NoInline bool
	// NoStorageCache keeps the Program from holding the storage of the
	// intermediates a run released for its next runs: every run then
	// allocates afresh (see Program.ReleaseStorage). Results are the same
	// either way.
	NoStorageCache bool
}

// CompileIR translates a module of the Go-native IR into a Program. It
// needs no cgo: a module read from a saved file (ReadProgram) compiles the
// same way as one imported from MLIR (Compile). Operations the interpreter
// does not implement compile into kernels that fail when they run, so a
// program runs as long as it does not execute them.
//
// Connected groups of elementwise operations are fused into one operation
// each (see CompileOptions).
//
// The Program keeps m, for Program.Save, and its constants are views of
// m's dense data where the layouts agree (tensor.ViewRaw), so that the data
// is held once: m must not be modified afterwards.
func CompileIR(m *ir.Module, opts CompileOptions) (*Program, error) {
	c := &compiler{prog: &Program{funcs: map[string]*Function{}, constants: map[*tensor.Tensor]bool{}, cache: &storageCache{off: opts.NoStorageCache}}}
	if !opts.NoInline {
		c.inline = planInlining(m)
	}
	for _, f := range m.Funcs {
		fn, err := c.compileFunc(f)
		if err != nil {
			return nil, err
		}
		if !opts.NoFusion {
			if fn.body != nil {
				simplifyRegion(fn.body)
				fuseSoftmaxRegion(fn.body)
			}
			fuseFunction(fn)
		}
		if fn.body != nil {
			fuseZeroScatters(fn.body)
		}
		computeLiveness(fn.body)
		c.prog.funcs[fn.Name] = fn
	}
	c.prog.module = m
	return c.prog, nil
}

type compiler struct {
	prog *Program
	// inline holds the functions whose calls compile inline, by name
	// (nil: none).
	inline map[string]*ir.Func
}

// funcState numbers the values of one function: slot of each value id of
// the IR that is defined so far. The body of a function inlined into
// another has a funcState of its own (its value ids are its function's)
// that shares the caller's slot counter.
type funcState struct {
	fn    *ir.Func
	slots map[int]int
	// next is the next free slot of the compiled function.
	next *int
}

// newFuncState returns the state of a function compiled on its own.
func newFuncState(fn *ir.Func) *funcState {
	return &funcState{fn: fn, slots: map[int]int{}, next: new(int)}
}

func (s *funcState) define(v int) (int, error) {
	if _, dup := s.slots[v]; dup || v < 0 || v >= len(s.fn.Values) {
		return 0, fmt.Errorf("value %%%d is defined twice or out of range", v)
	}
	id := *s.next
	*s.next++
	s.slots[v] = id
	return id, nil
}

// alias makes value v name the existing slot id.
func (s *funcState) alias(v, id int) error {
	if _, dup := s.slots[v]; dup || v < 0 || v >= len(s.fn.Values) {
		return fmt.Errorf("value %%%d is defined twice or out of range", v)
	}
	s.slots[v] = id
	return nil
}

func (s *funcState) lookup(v int) (int, bool) {
	id, ok := s.slots[v]
	return id, ok
}

// typeOf returns the type of value v of the function.
func (s *funcState) typeOf(v int) (*ir.Type, error) {
	if v < 0 || v >= len(s.fn.Values) || s.fn.Values[v] == nil {
		return nil, fmt.Errorf("value %%%d has no type", v)
	}
	return s.fn.Values[v], nil
}

func (c *compiler) compileFunc(f *ir.Func) (*Function, error) {
	loc := f.Loc
	fn := &Function{Name: f.Name, Loc: loc, private: f.Private, ParamNames: f.ParamNames, ResultNames: f.ResultNames}
	// The IR keeps no positions for the signature: its errors are located
	// at the function.
	signatureError := func(what string, i int, err error) error {
		return &OpError{Op: "func.func", Loc: loc, Err: fmt.Errorf("function @%s, %s %d: %w", fn.Name, what, i, err)}
	}
	fn.Params = make([]ValueType, len(f.Params))
	for i, t := range f.Params {
		v, err := valueType(t)
		if err != nil {
			return nil, signatureError("argument", i, err)
		}
		fn.Params[i] = v
	}
	// The body is compiled before the result types are converted, so that
	// a value of a type the interpreter lacks is reported at the operation
	// defining it rather than at the function returning it.
	if f.Body != nil && len(f.Body.Blocks) > 0 {
		st := newFuncState(f)
		body, err := c.compileRegion(st, f.Body, "func.func", loc)
		if err != nil {
			return nil, err
		}
		fn.body, fn.numSlots = body, *st.next
	} else {
		fn.declaration = true
	}
	fn.Results = make([]ValueType, len(f.Results))
	for i, t := range f.Results {
		v, err := valueType(t)
		if err != nil {
			return nil, signatureError("result", i, err)
		}
		fn.Results[i] = v
	}
	return fn, nil
}

// isTerminator reports whether an operation ends a region by yielding its
// operands.
func isTerminator(name string) bool {
	return name == "func.return" || name == "stablehlo.return"
}

// compileRegion compiles a region of the operation parent (its name and
// location locate the errors of the region's arguments and structure).
func (c *compiler) compileRegion(st *funcState, region *ir.Region, parent, parentLoc string) (*Region, error) {
	errorf := func(format string, args ...any) error {
		return &OpError{Op: parent, Loc: parentLoc, Err: fmt.Errorf(format, args...)}
	}
	r := &Region{}
	if len(region.Blocks) == 0 {
		return r, nil
	}
	if len(region.Blocks) > 1 {
		return nil, errorf("regions with more than one block are not supported")
	}
	block := region.Blocks[0]
	for i, a := range block.Args {
		it, err := st.typeOf(a)
		if err != nil {
			return nil, errorf("region argument %d: %w", i, err)
		}
		t, err := valueType(it)
		if err != nil {
			return nil, errorf("region argument %d: %w", i, err)
		}
		slot, err := st.define(a)
		if err != nil {
			return nil, errorf("region argument %d: %w", i, err)
		}
		r.args = append(r.args, slot)
		r.argTypes = append(r.argTypes, t)
	}
	for i, o := range block.Ops {
		if o == nil {
			return nil, errorf("missing operation")
		}
		if isTerminator(o.Name) && i == len(block.Ops)-1 {
			for _, v := range o.Operands {
				id, ok := st.lookup(v)
				if !ok {
					return nil, &OpError{Op: o.Name, Loc: o.Loc, Err: errors.New("uses a value defined outside the function")}
				}
				r.results = append(r.results, id)
			}
			continue
		}
		ops, err := c.appendOp(st, o, r.ops)
		if err != nil {
			return nil, err
		}
		r.ops = ops
	}
	return r, nil
}

func (c *compiler) compileOp(st *funcState, o *ir.Op) (*op, error) {
	ctx := &OpContext{Op: o, Name: o.Name, Loc: o.Loc, compiler: c}
	for _, reg := range o.Regions {
		if reg == nil {
			return nil, ctx.Errorf("missing region")
		}
		r, err := c.compileRegion(st, reg, o.Name, o.Loc)
		if err != nil {
			return nil, err
		}
		ctx.Regions = append(ctx.Regions, r)
	}
	compiled := &op{name: ctx.Name, loc: ctx.Loc}
	for _, v := range o.Operands {
		id, ok := st.lookup(v)
		if !ok {
			return nil, ctx.Errorf("operand defined outside the function")
		}
		compiled.in = append(compiled.in, id)
		it, err := st.typeOf(v)
		if err != nil {
			return nil, ctx.Errorf("%w", err)
		}
		t, err := valueType(it)
		if err != nil {
			return nil, ctx.Errorf("%w", err)
		}
		ctx.Operands = append(ctx.Operands, t)
	}
	for _, v := range o.Results {
		it, err := st.typeOf(v)
		if err != nil {
			return nil, ctx.Errorf("%w", err)
		}
		t, err := valueType(it)
		if err != nil {
			return nil, ctx.Errorf("%w", err)
		}
		ctx.Results = append(ctx.Results, t)
	}
	build, ok := builderFor(ctx.Name)
	if !ok {
		compiled.kernel = ctx.notImplemented()
	} else {
		k, err := build(ctx)
		if err != nil {
			var oe *OpError
			if errors.As(err, &oe) {
				return nil, err
			}
			return nil, ctx.Errorf("%w", err)
		}
		compiled.kernel = k
	}
	if ctx.Name == stablehlo.OpCompare {
		compiled.compare = ctx.compare
	}
	compiled.reduce = ctx.reduce
	compiled.zeroInput, compiled.unfilled = ctx.zeroInput, ctx.unfilled
	compiled.inTypes, compiled.outTypes = ctx.Operands, ctx.Results
	compiled.constant = ctx.constant
	compiled.unsupported = ctx.unsupported
	if ok {
		compiled.fuse = fusableForm(ctx, compiled)
	}
	compiled.regions = ctx.Regions
	compiled.escapes = escapes(ctx.Name)
	// The operation is needed only while building: kernels keep none of it.
	ctx.Op = nil
	for _, v := range o.Results {
		slot, err := st.define(v)
		if err != nil {
			return nil, ctx.Errorf("result: %w", err)
		}
		compiled.out = append(compiled.out, slot)
	}
	return compiled, nil
}

// valueTypes converts a list of types.
func valueTypes(ts []*ir.Type) ([]ValueType, error) {
	out := make([]ValueType, len(ts))
	for i, t := range ts {
		v, err := valueType(t)
		if err != nil {
			return nil, err
		}
		out[i] = v
	}
	return out, nil
}

// valueType converts a type to the interpreter's view of it.
func valueType(t *ir.Type) (ValueType, error) {
	if t == nil {
		return ValueType{}, errors.New("missing type")
	}
	text := t.Text
	switch t.Kind {
	case ir.TypeRankedTensor:
		elem, err := elementKind(t.Elem)
		if err != nil {
			return ValueType{}, err
		}
		tt := tensor.Type{Kind: elem.kind, Shape: t.Shape, Quant: elem.quant}
		return ValueType{Tensor: &tt, Text: text}, nil
	case ir.TypeTuple:
		elems, err := valueTypes(t.Elems)
		if err != nil {
			return ValueType{}, err
		}
		return ValueType{Tuple: elems, IsTuple: true, Text: text}, nil
	case ir.TypeToken:
		return ValueType{Token: true, Text: text}, nil
	case ir.TypeUnrankedTensor:
		return ValueType{}, fmt.Errorf("type %s is not supported by the interpreter: it runs ranked tensors only", text)
	}
	return ValueType{}, fmt.Errorf("type %s is not supported by the interpreter", text)
}

type elemKind struct {
	kind  tensor.Kind
	quant *tensor.Quant
}

// elementKind maps an element type to a tensor kind.
func elementKind(t *ir.Type) (elemKind, error) {
	if t == nil {
		return elemKind{}, errors.New("missing element type")
	}
	if t.Kind == ir.TypeQuantized {
		q, err := quantType(t)
		if err != nil {
			return elemKind{}, err
		}
		return elemKind{kind: q.Storage, quant: q}, nil
	}
	if k := scalarKind(t); k != tensor.Invalid {
		return elemKind{kind: k}, nil
	}
	return elemKind{}, fmt.Errorf("element type %s is not supported by the interpreter", t)
}

// floatKinds maps MLIR's builtin float types to tensor kinds.
var floatKinds = map[string]tensor.Kind{
	"f4E2M1FN": tensor.F4E2M1FN, "f6E2M3FN": tensor.F6E2M3FN,
	"f6E3M2FN": tensor.F6E3M2FN, "f8E3M4": tensor.F8E3M4,
	"f8E4M3": tensor.F8E4M3, "f8E4M3FN": tensor.F8E4M3FN,
	"f8E4M3FNUZ": tensor.F8E4M3FNUZ, "f8E4M3B11FNUZ": tensor.F8E4M3B11FNUZ,
	"f8E5M2": tensor.F8E5M2, "f8E5M2FNUZ": tensor.F8E5M2FNUZ,
	"f8E8M0FNU": tensor.F8E8M0FNU, "bf16": tensor.BF16,
	"f16": tensor.F16, "tf32": tensor.TF32,
	"f32": tensor.F32, "f64": tensor.F64,
}

// scalarKind returns the tensor kind of an integer, float or complex type,
// or tensor.Invalid when the interpreter has none for it.
func scalarKind(t *ir.Type) tensor.Kind {
	switch t.Kind {
	case ir.TypeInteger:
		return integerKind(t.Width, t.Signedness == ir.Unsigned)
	case ir.TypeFloat:
		if k, ok := floatKinds[t.Float]; ok {
			return k
		}
	case ir.TypeComplex:
		if t.Elem != nil && t.Elem.Kind == ir.TypeFloat {
			switch t.Elem.Float {
			case "f32":
				return tensor.Complex64
			case "f64":
				return tensor.Complex128
			}
		}
	}
	return tensor.Invalid
}

// integerKind returns the kind of an integer type of this width (i1 is
// Bool; signless integers are signed), or tensor.Invalid.
func integerKind(width int, unsigned bool) tensor.Kind {
	if width == 1 && !unsigned {
		return tensor.Bool
	}
	for _, k := range []tensor.Kind{tensor.SI2, tensor.SI4, tensor.SI8, tensor.SI16, tensor.SI32, tensor.SI64,
		tensor.UI2, tensor.UI4, tensor.UI8, tensor.UI16, tensor.UI32, tensor.UI64} {
		if k.BitWidth() == width && k.IsUnsigned() == unsigned {
			return k
		}
	}
	return tensor.Invalid
}
