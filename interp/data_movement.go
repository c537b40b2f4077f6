package interp

import (
	"fmt"

	"github.com/stablehlo-go/stablehlo/interp/internal/elem"
	"github.com/stablehlo-go/stablehlo/interp/internal/strided"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// Shared machinery of the data movement operations. Most of them only move
// elements, so they are described as a strided.Plan: an optional fill of the
// destination with one source element followed by strided block copies.
// Plans depend on shapes only; they are built once at compile time when the
// shapes are static and per call otherwise. Executing a plan selects the
// storage type once and runs typed loops.

// runPlan executes a plan writing into dst, reading from srcs (all of dst's
// element type).
func runPlan(p *strided.Plan, dst *tensor.Tensor, srcs []*tensor.Tensor) error {
	for i, s := range srcs {
		if s.Kind() != dst.Kind() {
			return fmt.Errorf("operand %d has element type %s, want %s", i, s.Kind(), dst.Kind())
		}
	}
	return elem.Of(dst).RunPlan(p, dst, srcs)
}

// elemCopier returns a function copying element si of src to element di of
// dst; the storage type is resolved once.
func elemCopier(dst, src *tensor.Tensor) (func(di, si int), error) {
	if dst.Kind() != src.Kind() {
		return nil, fmt.Errorf("cannot copy %s elements into a %s tensor", src.Kind(), dst.Kind())
	}
	return elem.Of(dst).Copier(dst, src), nil
}

// indexValues returns the elements of an integer tensor as int64; unsigned
// 64-bit values above math.MaxInt64 saturate. The result may share the
// tensor's storage and must not be modified.
func indexValues(t *tensor.Tensor) ([]int64, error) {
	return elem.Of(t).Indices(t)
}

// shapeArg reads a 1-D integer tensor holding a shape or a list of sizes and
// checks its length.
func shapeArg(v Value, want int, what string) ([]int64, error) {
	t, err := tensorArg(v)
	if err != nil {
		return nil, err
	}
	vals, err := indexValues(t)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	if want >= 0 && len(vals) != want {
		return nil, fmt.Errorf("%s has %d elements, want %d", what, len(vals), want)
	}
	return vals, nil
}

// scalarIndex reads a 0-D integer tensor.
func scalarIndex(v Value) (int64, error) {
	t, err := tensorArg(v)
	if err != nil {
		return 0, err
	}
	// The common index types are read without a conversion of the tensor.
	if t.Len() == 1 {
		switch t.Kind() {
		case tensor.SI32:
			return int64(t.Int32s()[0]), nil
		case tensor.SI64:
			return t.Int64s()[0], nil
		}
	}
	vals, err := indexValues(t)
	if err != nil {
		return 0, err
	}
	if len(vals) != 1 {
		return 0, fmt.Errorf("expected a scalar index, got %s", t.Type())
	}
	return vals[0], nil
}

// toInts converts int64 sizes to int.
func toInts(v []int64) []int {
	out := make([]int, len(v))
	for i, x := range v {
		out[i] = int(x)
	}
	return out
}

// rowStrides returns the row-major strides of shape as ints.
func rowStrides(shape []int64) []int { return toInts(tensor.Strides(shape)) }

// isStatic reports whether every dimension of shape is known.
func isStatic(shape []int64) bool {
	for _, d := range shape {
		if d < 0 {
			return false
		}
	}
	return true
}

// staticShapes reports whether all the given value types are tensors with
// static shapes.
func staticShapes(ts ...ValueType) bool {
	for _, t := range ts {
		if t.Tensor == nil || !isStatic(t.Tensor.Shape) {
			return false
		}
	}
	return true
}

// staticResult returns the type of the first result, which must be static.
func staticResult(c *OpContext) (tensor.Type, error) {
	rt, err := c.resultTensorType(0)
	if err != nil {
		return tensor.Type{}, err
	}
	if !isStatic(rt.Shape) {
		return tensor.Type{}, c.Errorf("the result type %s is not static", rt)
	}
	return rt, nil
}

// shapedResult returns rt with the shape held by the shape operand v
// (named what), and that shape.
func shapedResult(rt tensor.Type, v Value, what string) (tensor.Type, []int64, error) {
	shape, err := shapeArg(v, len(rt.Shape), what)
	if err != nil {
		return tensor.Type{}, nil, err
	}
	typ, err := withShape(rt, shape)
	if err != nil {
		return tensor.Type{}, nil, err
	}
	return typ, shape, nil
}

// dynamicPlanKernel builds the kernel of an operation on operand 0 whose
// result shape is operand 1 (named what); plan maps the operand shape and
// the result shape to the data-movement plan.
func dynamicPlanKernel(c *OpContext, what string, plan func(in, out []int64) (*strided.Plan, error)) (Kernel, error) {
	rt, err := c.resultTensorType(0)
	if err != nil {
		return nil, err
	}
	return func(f *Frame, args []Value) ([]Value, error) {
		operand, err := tensorArg(args[0])
		if err != nil {
			return nil, err
		}
		typ, shape, err := shapedResult(rt, args[1], what)
		if err != nil {
			return nil, err
		}
		p, err := plan(operand.Shape(), shape)
		if err != nil {
			return nil, err
		}
		return planResult(f, p, typ, operand)
	}, nil
}

// withShape returns t with its shape replaced, checking the new shape against
// t's static dimensions.
func withShape(t tensor.Type, shape []int64) (tensor.Type, error) {
	if len(shape) != len(t.Shape) {
		return tensor.Type{}, fmt.Errorf("computed a rank %d result for type %s", len(shape), t)
	}
	for i, d := range shape {
		if d < 0 {
			return tensor.Type{}, fmt.Errorf("dimension %d of the result would be negative (%d)", i, d)
		}
		if t.Shape[i] != tensor.DynamicDim && t.Shape[i] != d {
			return tensor.Type{}, fmt.Errorf("dimension %d of the result is %d, but the result type %s says %d", i, d, t, t.Shape[i])
		}
	}
	out := t.Clone()
	out.Shape = append([]int64(nil), shape...)
	return out, nil
}

// operandType returns the static tensor type of operand i.
func operandType(c *OpContext, i int) (tensor.Type, error) {
	if i >= len(c.Operands) || c.Operands[i].Tensor == nil {
		return tensor.Type{}, c.Errorf("operand %d is not a tensor", i)
	}
	return *c.Operands[i].Tensor, nil
}

// i64sAttr reads a required dense i64 array attribute.
func i64sAttr(c *OpContext, name string) ([]int64, error) {
	a := c.Attr(name)
	if a.IsNull() {
		return nil, c.Errorf("missing attribute %s", name)
	}
	if !a.IsDenseI64Array() {
		return nil, c.Errorf("attribute %s is %s, want an array<i64>", name, a)
	}
	return a.I64s(), nil
}

// intAttr reads a required integer attribute.
func intAttr(c *OpContext, name string) (int64, error) {
	a := c.Attr(name)
	if a.IsNull() || !a.IsInteger() {
		return 0, c.Errorf("missing integer attribute %s", name)
	}
	return a.Int(), nil
}

// boolAttr reads an optional bool attribute (false when absent).
func boolAttr(c *OpContext, name string) (bool, error) {
	a := c.Attr(name)
	if a.IsNull() {
		return false, nil
	}
	if !a.IsBool() {
		return false, c.Errorf("attribute %s is %s, want a bool", name, a)
	}
	return a.Bool(), nil
}

// planner builds the plan of an operation from the runtime shapes of its
// operands.
type planner func(shapes [][]int64) (plan *strided.Plan, result []int64, err error)

// planKernel builds the kernel of a pure data movement operation whose
// operands are all moved tensors: the plan is computed once when every shape
// is static and per call otherwise.
func planKernel(c *OpContext, planner planner) (Kernel, error) {
	rt, err := c.resultTensorType(0)
	if err != nil {
		return nil, err
	}
	var fixed *strided.Plan
	var fixedType tensor.Type
	if staticShapes(c.Operands...) {
		shapes := make([][]int64, len(c.Operands))
		for i, o := range c.Operands {
			shapes[i] = o.Tensor.Shape
		}
		p, res, err := planner(shapes)
		if err != nil {
			return nil, c.Errorf("%v", err)
		}
		if fixedType, err = withShape(rt, res); err != nil {
			return nil, c.Errorf("%v", err)
		}
		fixed = p
	}
	return func(f *Frame, args []Value) ([]Value, error) {
		ts, err := tensorArgs(args)
		if err != nil {
			return nil, err
		}
		p, typ := fixed, fixedType
		if p == nil {
			shapes := make([][]int64, len(ts))
			for i, t := range ts {
				shapes[i] = t.Shape()
			}
			var res []int64
			if p, res, err = planner(shapes); err != nil {
				return nil, err
			}
			if typ, err = withShape(rt, res); err != nil {
				return nil, err
			}
		}
		// Every plan writes the whole result: its copies cover it, or a
		// fill does.
		out, err := f.newUninit(typ)
		if err != nil {
			return nil, err
		}
		if err := runPlan(p, out, ts); err != nil {
			return nil, err
		}
		return []Value{out}, nil
	}, nil
}

// planResult allocates a tensor of type typ and fills it by running p over
// srcs; p writes every element (as the plans of planKernel do), so the
// storage is not cleared first.
func planResult(f *Frame, p *strided.Plan, typ tensor.Type, srcs ...*tensor.Tensor) ([]Value, error) {
	out, err := f.newUninit(typ)
	if err != nil {
		return nil, err
	}
	if err := runPlan(p, out, srcs); err != nil {
		return nil, err
	}
	return []Value{out}, nil
}

// regionArgTypes returns the argument types of region i of the operation.
func regionArgTypes(c *OpContext, i int) ([]ValueType, error) {
	if i >= len(c.Regions) {
		return nil, c.Errorf("missing region %d", i)
	}
	return c.Regions[i].argTypes, nil
}

// scalarArgs allocates one scalar tensor per region argument of the given
// element types (shapes are ignored), reused for every region call of a
// kernel invocation.
func scalarArgs(f *Frame, elems []tensor.Type) ([]*tensor.Tensor, []Value, error) {
	ts := make([]*tensor.Tensor, len(elems))
	vs := make([]Value, len(elems))
	for i, e := range elems {
		t, err := f.New(tensor.Type{Kind: e.Kind, Quant: e.Quant})
		if err != nil {
			return nil, nil, err
		}
		ts[i], vs[i] = t, t
	}
	return ts, vs, nil
}

// sameElement reports whether two types have the same element type
// (kind and quantization).
func sameElement(a, b tensor.Type) bool {
	if a.Kind != b.Kind || (a.Quant == nil) != (b.Quant == nil) {
		return false
	}
	return a.Quant == nil || a.Quant.Equal(b.Quant)
}

// checkScalarRegionArgs verifies that the region's arguments are scalar
// tensors of exactly the given element types (element type promotion is
// not supported).
func checkScalarRegionArgs(c *OpContext, region int, elems []tensor.Type) error {
	types, err := regionArgTypes(c, region)
	if err != nil {
		return err
	}
	if len(types) != len(elems) {
		return c.Errorf("the region takes %d arguments, want %d", len(types), len(elems))
	}
	for i, t := range types {
		if t.Tensor == nil || len(t.Tensor.Shape) != 0 {
			return c.Errorf("region argument %d has type %s, want a scalar tensor", i, t)
		}
		if !sameElement(*t.Tensor, elems[i]) {
			return c.Errorf("region argument %d has type %s but the operand's element type is %s: element type promotion is not supported", i, t, elems[i].ElementString())
		}
	}
	return nil
}

// elemStorer returns a function storing the single element of a scalar
// tensor into element di of dst; it reports false when the scalar does not
// have dst's element type.
func elemStorer(dst *tensor.Tensor) func(di int, src *tensor.Tensor) bool {
	return elem.Of(dst).Storer(dst)
}
