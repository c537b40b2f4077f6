package passes

import (
	"fmt"
	"slices"
	"strings"

	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"
	"github.com/stablehlo-go/stablehlo/mlirc"
)

// builder creates StableHLO operations at a rewriter's insertion point, all
// at one location. The first failure is kept in err and turns every later
// call into a no-op returning null handles, so that a lowering reads as a
// straight sequence of calls checked once at the end.
type builder struct {
	rw  mlirc.Rewriter
	ctx *mlirc.Context
	loc mlirc.Location
	err error
	// memo holds values created so far (constants and their broadcasts) by
	// a key describing them, for reuse: they all sit before the rewritten
	// operation, so they dominate every later use.
	memo map[string]mlirc.Value
}

// memoized returns the value recorded under key, creating it with make the
// first time.
func (b *builder) memoized(key string, make func() mlirc.Value) mlirc.Value {
	if v, ok := b.memo[key]; ok {
		return v
	}
	v := make()
	if b.err == nil {
		if b.memo == nil {
			b.memo = map[string]mlirc.Value{}
		}
		b.memo[key] = v
	}
	return v
}

// newBuilder returns a builder inserting right before op, at op's location.
func newBuilder(rw mlirc.Rewriter, op mlirc.Operation) *builder {
	rw.SetInsertionPointBefore(op)
	return &builder{rw: rw, ctx: rw.Context(), loc: op.Location()}
}

// fail records the first error.
func (b *builder) fail(err error) {
	if b.err == nil && err != nil {
		b.err = err
	}
}

// attrOf records the failure of an attribute builder and returns its
// attribute.
func (b *builder) attrOf(a mlirc.Attribute, err error) mlirc.Attribute {
	if err != nil {
		b.fail(err)
	}
	return a
}

// create inserts a new operation and returns it.
func (b *builder) create(spec mlirc.OperationSpec) mlirc.Operation {
	if b.err != nil {
		return mlirc.Operation{}
	}
	spec.Location = b.loc
	op, err := b.rw.Create(spec)
	if err != nil {
		b.fail(fmt.Errorf("creating %s: %w", spec.Name, err))
	}
	return op
}

// single creates an operation with one result and returns that result.
func (b *builder) single(name string, operands []mlirc.Value, result mlirc.Type, attrs ...mlirc.NamedAttribute) mlirc.Value {
	op := b.create(mlirc.OperationSpec{Name: name, Operands: operands, Results: []mlirc.Type{result}, Attributes: attrs})
	if op.IsNull() {
		return mlirc.Value{}
	}
	return op.Result(0)
}

// tensorType returns tensor<shape x elem>.
func tensorType(shape []int64, elem mlirc.Type) mlirc.Type {
	return mlirc.RankedTensorType(shape, elem, mlirc.Attribute{})
}

// constant creates a stablehlo.constant of type tensor<shape x elem> whose
// elements all equal v converted to elem (see mlirc.SplatNumber).
func (b *builder) constant(v float64, shape []int64, elem mlirc.Type) mlirc.Value {
	t := tensorType(shape, elem)
	return b.memoized(fmt.Sprintf("constant %v : %s", v, t), func() mlirc.Value {
		value := mlirc.SplatNumber(t, v)
		if value.IsNull() && b.err == nil {
			b.fail(fmt.Errorf("no constant of type %s", t))
		}
		return b.single("stablehlo.constant", nil, t, mlirc.NamedAttribute{Name: "value", Value: value})
	})
}

// binary creates an elementwise op whose result has the type of x.
func (b *builder) binary(name string, x, y mlirc.Value) mlirc.Value {
	if b.err != nil {
		return mlirc.Value{}
	}
	return b.single(name, []mlirc.Value{x, y}, x.Type())
}

// unary creates an elementwise op whose result has the type of x.
func (b *builder) unary(name string, x mlirc.Value) mlirc.Value {
	if b.err != nil {
		return mlirc.Value{}
	}
	return b.single(name, []mlirc.Value{x}, x.Type())
}

// convert converts x to element type elem (x itself when it already has it).
func (b *builder) convert(x mlirc.Value, elem mlirc.Type) mlirc.Value {
	if b.err != nil {
		return mlirc.Value{}
	}
	t := x.Type()
	if t.ElementType().Equal(elem) {
		return x
	}
	return b.single("stablehlo.convert", []mlirc.Value{x}, tensorType(t.Shape(), elem))
}

// broadcastInDim broadcasts x to type result, mapping x's dimension i to
// result dimension dims[i].
func (b *builder) broadcastInDim(x mlirc.Value, dims []int64, result mlirc.Type) mlirc.Value {
	if b.err != nil {
		return mlirc.Value{}
	}
	return b.single("stablehlo.broadcast_in_dim", []mlirc.Value{x}, result,
		mlirc.NamedAttribute{Name: "broadcast_dimensions", Value: b.ctx.DenseI64ArrayAttr(dims)})
}

// transpose permutes x's dimensions (x itself for the identity).
func (b *builder) transpose(x mlirc.Value, perm []int64) mlirc.Value {
	if b.err != nil {
		return mlirc.Value{}
	}
	if isIdentity(perm) {
		return x
	}
	t := x.Type()
	shape := t.Shape()
	out := make([]int64, len(perm))
	for i, p := range perm {
		out[i] = shape[p]
	}
	return b.single("stablehlo.transpose", []mlirc.Value{x}, tensorType(out, t.ElementType()),
		mlirc.NamedAttribute{Name: "permutation", Value: b.ctx.DenseI64ArrayAttr(perm)})
}

// reshape reshapes x to shape (x itself when the shape is unchanged).
func (b *builder) reshape(x mlirc.Value, shape []int64) mlirc.Value {
	if b.err != nil {
		return mlirc.Value{}
	}
	t := x.Type()
	if slices.Equal(t.Shape(), shape) {
		return x
	}
	return b.single("stablehlo.reshape", []mlirc.Value{x}, tensorType(shape, t.ElementType()))
}

// dotDims are the dimension numbers of a dot_general.
type dotDims struct {
	lhsBatch, rhsBatch, lhsContract, rhsContract []int64
}

// attribute builds the #stablehlo.dot attribute of the dimension numbers.
func (d dotDims) attribute(ctx *mlirc.Context) (mlirc.Attribute, error) {
	return stablehlo.DotDimensionNumbers{
		LhsBatchingDimensions:    d.lhsBatch,
		RhsBatchingDimensions:    d.rhsBatch,
		LhsContractingDimensions: d.lhsContract,
		RhsContractingDimensions: d.rhsContract,
	}.Attribute(ctx)
}

// dotGeneral creates a dot_general of result type result. precision may be
// null.
func (b *builder) dotGeneral(lhs, rhs mlirc.Value, dims dotDims, result mlirc.Type, precision mlirc.Attribute) mlirc.Value {
	if b.err != nil {
		return mlirc.Value{}
	}
	attrs := []mlirc.NamedAttribute{{Name: "dot_dimension_numbers", Value: b.attrOf(dims.attribute(b.ctx))}}
	if !precision.IsNull() {
		attrs = append(attrs, mlirc.NamedAttribute{Name: "precision_config", Value: precision})
	}
	return b.single("stablehlo.dot_general", []mlirc.Value{lhs, rhs}, result, attrs...)
}

// addBody fills region (empty) with the body `return add(x, y)` over
// scalars of elem, as reductions take it.
func (b *builder) addBody(region mlirc.Region, elem mlirc.Type) {
	if b.err != nil {
		return
	}
	scalar := tensorType(nil, elem)
	block := mlirc.NewBlock([]mlirc.Type{scalar, scalar}, b.loc)
	region.AppendBlock(block)
	add, err := b.ctx.CreateOperation(mlirc.OperationSpec{
		Name: "stablehlo.add", Location: b.loc,
		Operands: block.Arguments(), Results: []mlirc.Type{scalar},
	})
	if err != nil {
		b.fail(fmt.Errorf("creating the add of a reduction body: %w", err))
		return
	}
	block.Append(add)
	ret, err := b.ctx.CreateOperation(mlirc.OperationSpec{
		Name: "stablehlo.return", Location: b.loc, Operands: []mlirc.Value{add.Result(0)},
	})
	if err != nil {
		b.fail(fmt.Errorf("creating the return of a reduction body: %w", err))
		return
	}
	block.Append(ret)
}

// withAddBody creates an operation with one region holding an add body over
// elem, and inserts it.
func (b *builder) withAddBody(spec mlirc.OperationSpec, elem mlirc.Type) mlirc.Operation {
	if b.err != nil {
		return mlirc.Operation{}
	}
	spec.Location = b.loc
	spec.Regions = 1
	op, err := b.ctx.CreateOperation(spec)
	if err != nil {
		b.fail(fmt.Errorf("creating %s: %w", spec.Name, err))
		return mlirc.Operation{}
	}
	b.addBody(op.Region(0), elem)
	if b.err != nil {
		op.Erase()
		return mlirc.Operation{}
	}
	return b.rw.Insert(op)
}

// reduceSum sums x over dims (x itself when dims is empty). Dimensions of
// size one are dropped with a reshape, which sums nothing.
func (b *builder) reduceSum(x mlirc.Value, dims []int64) mlirc.Value {
	if b.err != nil || len(dims) == 0 {
		return x
	}
	t := x.Type()
	shape := t.Shape()
	var kept []int64
	trivial := true
	for d, n := range shape {
		if slices.Contains(dims, int64(d)) {
			if n != 1 {
				trivial = false
			}
			continue
		}
		kept = append(kept, n)
	}
	if trivial {
		return b.reshape(x, kept)
	}
	elem := t.ElementType()
	init := b.constant(0, nil, elem)
	sorted := slices.Clone(dims)
	slices.Sort(sorted)
	op := b.withAddBody(mlirc.OperationSpec{
		Name:       "stablehlo.reduce",
		Operands:   []mlirc.Value{x, init},
		Results:    []mlirc.Type{tensorType(kept, elem)},
		Attributes: []mlirc.NamedAttribute{{Name: "dimensions", Value: b.ctx.DenseI64ArrayAttr(sorted)}},
	}, elem)
	if op.IsNull() {
		return mlirc.Value{}
	}
	return op.Result(0)
}

// isIdentity reports whether perm is 0, 1, 2, ...
func isIdentity(perm []int64) bool {
	for i, p := range perm {
		if p != int64(i) {
			return false
		}
	}
	return true
}

// dimList renders dimension numbers as `[0, 1]`.
func dimList(ds []int64) string {
	parts := make([]string, len(ds))
	for i, d := range ds {
		parts[i] = fmt.Sprint(d)
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// isStatic reports whether t is a ranked tensor type with static dimensions.
func isStatic(t mlirc.Type) bool {
	if !t.IsRankedTensor() {
		return false
	}
	return !slices.Contains(t.Shape(), mlirc.DynamicSize)
}
