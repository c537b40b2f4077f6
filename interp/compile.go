package interp

import (
	"errors"
	"fmt"
	"strings"

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
	c := &compiler{prog: &Program{funcs: map[string]*Function{}}}
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
	if ctx.Name == "stablehlo.compare" {
		compiled.compare = &compareAttrs{
			direction:   enumKeyword(o.Attribute("comparison_direction")),
			compareType: enumKeyword(o.Attribute("compare_type")),
		}
	}
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
		compiled.fuse = fusableForm(ctx, compiled)
	}
	compiled.regions = ctx.Regions
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
	case text == "!stablehlo.token":
		return ValueType{Token: true, Text: text}, nil
	}
	return ValueType{}, fmt.Errorf("type %s is not supported by the interpreter", text)
}

type elemKind struct {
	kind  tensor.Kind
	quant *tensor.Quant
}

// elementKind maps an MLIR element type to a tensor kind.
func elementKind(t mlirc.Type) (elemKind, error) {
	text := t.String()
	if strings.HasPrefix(text, "!quant.") {
		q, err := quantType(t)
		if err != nil {
			return elemKind{}, err
		}
		return elemKind{kind: q.Storage, quant: q}, nil
	}
	k, err := tensor.ParseKind(text)
	if err != nil {
		return elemKind{}, fmt.Errorf("element type %s is not supported by the interpreter", text)
	}
	return elemKind{kind: k}, nil
}
