package interp

import (
	"errors"
	"fmt"

	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
	"github.com/stablehlo-go/stablehlo/mlirc"
)

// Compile translates a verified module into a Program. Operations the
// interpreter does not implement compile into kernels that fail when they
// run, so a program runs as long as it does not execute them.
//
// Connected groups of elementwise operations are fused into one operation
// each (see CompileOptions).
func Compile(m *mlirc.Module) (*Program, error) {
	return CompileWithOptions(m, CompileOptions{})
}

// CompileOptions tunes Compile.
type CompileOptions struct {
	// NoFusion keeps every elementwise operation an operation of its own
	// instead of fusing connected groups of them into one operation that
	// runs over cache-sized blocks. Results are the same either way.
	NoFusion bool
}

// CompileWithOptions is Compile with options.
func CompileWithOptions(m *mlirc.Module, opts CompileOptions) (*Program, error) {
	body, err := m.Body()
	if err != nil {
		return nil, fmt.Errorf("compile: %w", err)
	}
	c := &compiler{prog: &Program{funcs: map[string]*Function{}, constants: map[*tensor.Tensor]bool{}}}
	for _, o := range body.Operations() {
		if o.Name() != "func.func" {
			continue
		}
		fn, err := c.compileFunc(o)
		if err != nil {
			return nil, err
		}
		if !opts.NoFusion {
			fuseFunction(fn)
		}
		computeLiveness(fn.body)
		c.prog.funcs[fn.Name] = fn
	}
	return c.prog, nil
}

type compiler struct {
	prog *Program
}

// funcState numbers the values of one function.
type funcState struct {
	slots map[uintptr]int
	next  int
}

func (s *funcState) define(v mlirc.Value) int {
	id := s.next
	s.next++
	s.slots[v.ID()] = id
	return id
}

func (s *funcState) lookup(v mlirc.Value) (int, bool) {
	id, ok := s.slots[v.ID()]
	return id, ok
}

func (c *compiler) compileFunc(o mlirc.Operation) (*Function, error) {
	loc := o.Location().Position()
	fn := &Function{Name: o.Attribute("sym_name").Str(), Loc: loc}
	if v := o.Attribute("sym_visibility"); !v.IsNull() && v.Str() == "private" {
		fn.private = true
	}
	ft := o.Attribute("function_type").TypeValue()
	var err error
	if fn.Params, err = valueTypes(ft.Inputs()); err != nil {
		return nil, fmt.Errorf("%s: function @%s: %w", loc, fn.Name, err)
	}
	if fn.Results, err = valueTypes(ft.Results()); err != nil {
		return nil, fmt.Errorf("%s: function @%s: %w", loc, fn.Name, err)
	}
	region := o.Region(0)
	if region.FirstBlock().IsNull() {
		fn.declaration = true
		return fn, nil
	}
	st := &funcState{slots: map[uintptr]int{}}
	fn.body, err = c.compileRegion(st, region)
	if err != nil {
		return nil, err
	}
	fn.numSlots = st.next
	return fn, nil
}

// isTerminator reports whether an operation ends a region by yielding its
// operands.
func isTerminator(name string) bool {
	return name == "func.return" || name == "stablehlo.return"
}

func (c *compiler) compileRegion(st *funcState, region mlirc.Region) (*Region, error) {
	block := region.FirstBlock()
	r := &Region{}
	if block.IsNull() {
		return r, nil
	}
	if !block.Next().IsNull() {
		return nil, fmt.Errorf("%s: regions with more than one block are not supported", block.Parent().Location().Position())
	}
	for _, a := range block.Arguments() {
		t, err := valueType(a.Type())
		if err != nil {
			return nil, fmt.Errorf("%s: region argument: %w", block.Parent().Location().Position(), err)
		}
		r.args = append(r.args, st.define(a))
		r.argTypes = append(r.argTypes, t)
	}
	for _, o := range block.Operations() {
		name := o.Name()
		if isTerminator(name) && o.Next().IsNull() {
			for _, v := range o.Operands() {
				id, ok := st.lookup(v)
				if !ok {
					return nil, fmt.Errorf("%s: %s uses a value defined outside the function", o.Location().Position(), name)
				}
				r.results = append(r.results, id)
			}
			continue
		}
		compiled, err := c.compileOp(st, o)
		if err != nil {
			return nil, err
		}
		r.ops = append(r.ops, compiled)
	}
	return r, nil
}

func (c *compiler) compileOp(st *funcState, o mlirc.Operation) (*op, error) {
	ctx := &OpContext{Op: o, Name: o.Name(), Loc: o.Location().Position(), compiler: c}
	for i := 0; i < o.NumRegions(); i++ {
		r, err := c.compileRegion(st, o.Region(i))
		if err != nil {
			return nil, err
		}
		ctx.Regions = append(ctx.Regions, r)
	}
	compiled := &op{name: ctx.Name, loc: ctx.Loc}
	for _, v := range o.Operands() {
		id, ok := st.lookup(v)
		if !ok {
			return nil, ctx.Errorf("operand defined outside the function")
		}
		compiled.in = append(compiled.in, id)
		t, err := valueType(v.Type())
		if err != nil {
			return nil, ctx.Errorf("%v", err)
		}
		ctx.Operands = append(ctx.Operands, t)
	}
	for _, v := range o.Results() {
		t, err := valueType(v.Type())
		if err != nil {
			return nil, ctx.Errorf("%v", err)
		}
		ctx.Results = append(ctx.Results, t)
	}
	build, ok := builderFor(ctx.Name)
	if !ok {
		compiled.kernel = notImplemented(ctx.Name)
	} else {
		k, err := build(ctx)
		if err != nil {
			var oe *OpError
			if errors.As(err, &oe) {
				return nil, err
			}
			return nil, ctx.Errorf("%v", err)
		}
		compiled.kernel = k
	}
	if ctx.Name == stablehlo.OpCompare {
		compiled.compare = ctx.compare
	}
	compiled.inTypes, compiled.outTypes = ctx.Operands, ctx.Results
	compiled.constant = ctx.constant
	if ok {
		compiled.fuse = fusableForm(ctx, compiled)
	}
	compiled.regions = ctx.Regions
	compiled.escapes = escapes(ctx.Name)
	// The operation is valid only while building: kernels keep none of it.
	ctx.Op = mlirc.Operation{}
	for _, v := range o.Results() {
		compiled.out = append(compiled.out, st.define(v))
	}
	return compiled, nil
}

// valueTypes converts a list of MLIR types.
func valueTypes(ts []mlirc.Type) ([]ValueType, error) {
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

// valueType converts an MLIR type to the interpreter's view of it.
func valueType(t mlirc.Type) (ValueType, error) {
	text := t.String()
	switch {
	case t.IsRankedTensor():
		elem, err := elementKind(t.ElementType())
		if err != nil {
			return ValueType{}, err
		}
		tt := tensor.Type{Kind: elem.kind, Shape: t.Shape(), Quant: elem.quant}
		return ValueType{Tensor: &tt, Text: text}, nil
	case t.IsTuple():
		elems, err := valueTypes(t.TupleTypes())
		if err != nil {
			return ValueType{}, err
		}
		return ValueType{Tuple: elems, IsTuple: true, Text: text}, nil
	case stablehlo.IsTokenType(t):
		return ValueType{Token: true, Text: text}, nil
	}
	return ValueType{}, fmt.Errorf("type %s is not supported by the interpreter", text)
}

type elemKind struct {
	kind  tensor.Kind
	quant *tensor.Quant
}

// elementKind maps an MLIR element type to a tensor kind through MLIR's
// type predicates.
func elementKind(t mlirc.Type) (elemKind, error) {
	if t.IsQuantized() {
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
var floatKinds = map[mlirc.FloatFormat]tensor.Kind{
	mlirc.FloatF4E2M1FN: tensor.F4E2M1FN, mlirc.FloatF6E2M3FN: tensor.F6E2M3FN,
	mlirc.FloatF6E3M2FN: tensor.F6E3M2FN, mlirc.FloatF8E3M4: tensor.F8E3M4,
	mlirc.FloatF8E4M3: tensor.F8E4M3, mlirc.FloatF8E4M3FN: tensor.F8E4M3FN,
	mlirc.FloatF8E4M3FNUZ: tensor.F8E4M3FNUZ, mlirc.FloatF8E4M3B11FNUZ: tensor.F8E4M3B11FNUZ,
	mlirc.FloatF8E5M2: tensor.F8E5M2, mlirc.FloatF8E5M2FNUZ: tensor.F8E5M2FNUZ,
	mlirc.FloatF8E8M0FNU: tensor.F8E8M0FNU, mlirc.FloatBF16: tensor.BF16,
	mlirc.FloatF16: tensor.F16, mlirc.FloatTF32: tensor.TF32,
	mlirc.FloatF32: tensor.F32, mlirc.FloatF64: tensor.F64,
}

// scalarKind returns the tensor kind of an integer, float or complex MLIR
// type, or tensor.Invalid when the interpreter has none for it.
func scalarKind(t mlirc.Type) tensor.Kind {
	switch {
	case t.IsInteger():
		return integerKind(t.IntegerWidth(), t.IsUnsigned())
	case t.IsFloat():
		return floatKinds[t.FloatFormat()]
	case t.IsComplex():
		switch t.ElementType().FloatFormat() {
		case mlirc.FloatF32:
			return tensor.Complex64
		case mlirc.FloatF64:
			return tensor.Complex128
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
