package interp

import (
	"context"
	"fmt"
	"slices"

	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"
	"github.com/stablehlo-go/stablehlo/interp/internal/elem"
	"github.com/stablehlo-go/stablehlo/interp/internal/matmul"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
	"github.com/stablehlo-go/stablehlo/ir"
)

// stablehlo.dot_general and stablehlo.dot. Operands are converted once into
// an accumulator type chosen from the result element type and transposed
// into [batch, m, k] and [batch, k, n] layouts; a cache-blocked loop then
// computes [batch, m, n], which is already the row-major layout of the
// result. Large products run on several goroutines over (batch, row block)
// tasks; every output element is summed in ascending contraction order, so
// results do not depend on the number of workers.
//
// Accumulation happens in int64 (signed results), uint64 (unsigned and
// boolean results: the sum of products is then an or of ands), float32 (f32
// and narrower float results, which are rounded once at the end), float64,
// complex64 or complex128. Integer results wrap exactly as per-step
// arithmetic in the result type would.

func init() {
	register("stablehlo.dot_general", quantizedProduct(buildDotGeneral, dotGeneralRhsDim))
	register("stablehlo.dot", quantizedProduct(buildDot, dotRhsDim))
}

// dotGeneralRhsDim returns the result dimension of rhs dimension d of a
// dot_general: a batching dimension keeps its place among the leading
// batch dimensions, a free one follows the lhs free dimensions.
func dotGeneralRhsDim(c *OpContext, d int) (int, error) {
	dn, err := stablehlo.DecodeDotDimensionNumbersIR(c.Attr("dot_dimension_numbers"))
	if err != nil {
		return 0, fmt.Errorf("dot_dimension_numbers: %w", err)
	}
	return productRhsDim(d, len(c.Operands[0].Tensor.Shape), len(c.Operands[1].Tensor.Shape),
		dotDims{lhsBatch: dn.LhsBatchingDimensions, rhsBatch: dn.RhsBatchingDimensions,
			lhsContract: dn.LhsContractingDimensions, rhsContract: dn.RhsContractingDimensions})
}

// dotRhsDim is dotGeneralRhsDim for dot, which contracts the last lhs
// dimension with the first rhs one.
func dotRhsDim(c *OpContext, d int) (int, error) {
	lr := len(c.Operands[0].Tensor.Shape)
	return productRhsDim(d, lr, len(c.Operands[1].Tensor.Shape), dotDims{lhsContract: []int64{int64(lr - 1)}, rhsContract: []int64{0}})
}

// productRhsDim places rhs dimension d in the result of a dot product.
func productRhsDim(d, lhsRank, rhsRank int, dims dotDims) (int, error) {
	for i, b := range dims.rhsBatch {
		if int(b) == d {
			return i, nil
		}
	}
	lhsFree := len(freeDims(lhsRank, dims.lhsBatch, dims.lhsContract))
	for i, x := range freeDims(rhsRank, dims.rhsBatch, dims.rhsContract) {
		if int(x) == d {
			return len(dims.rhsBatch) + lhsFree + i, nil
		}
	}
	return 0, fmt.Errorf("dimension %d is contracted", d)
}

// dotDims are the dimension numbers of a dot_general.
type dotDims struct {
	lhsBatch, rhsBatch, lhsContract, rhsContract []int64
}

// accKind identifies an accumulator type.
type accKind int

const (
	accInvalid accKind = iota
	accI64
	accU64
	accF32
	accF64
	accC64
	accC128
)

// accFor picks the accumulator for a result kind, checking that the operand
// kinds can be converted to it.
func accFor(result tensor.Kind, operands ...tensor.Kind) (accKind, error) {
	var a accKind
	switch {
	case result.IsBool() || result.IsUnsigned():
		a = accU64
	case result.IsSigned():
		a = accI64
	case result == tensor.F64:
		a = accF64
	case result.IsFloat():
		a = accF32
	case result == tensor.Complex64:
		a = accC64
	case result == tensor.Complex128:
		a = accC128
	default:
		return accInvalid, fmt.Errorf("unsupported result element type %s", result)
	}
	for _, k := range operands {
		if k.IsComplex() != result.IsComplex() {
			return accInvalid, fmt.Errorf("mixing %s operands with a %s result is not supported", k, result)
		}
	}
	return a, nil
}

// dotAlgorithm is a decoded #stablehlo.dot_algorithm.
type dotAlgorithm struct {
	lhsPrec, rhsPrec, accum tensor.Kind
	lhsCount, rhsCount, ops int64
	imprecise               bool
}

func buildDotGeneral(c *OpContext) (Kernel, error) {
	if len(c.Operands) != 2 {
		return nil, c.Errorf("expected two operands")
	}
	a := c.Attr("dot_dimension_numbers")
	if a.IsNull() {
		return nil, c.Errorf("missing dot_dimension_numbers")
	}
	d, err := stablehlo.DecodeDotDimensionNumbersIR(a)
	if err != nil {
		return nil, c.Errorf("dot_dimension_numbers: %v", err)
	}
	dims := dotDims{lhsBatch: d.LhsBatchingDimensions, rhsBatch: d.RhsBatchingDimensions,
		lhsContract: d.LhsContractingDimensions, rhsContract: d.RhsContractingDimensions}
	var alg *dotAlgorithm
	if al := c.Attr("algorithm"); !al.IsNull() {
		if alg, err = decodeDotAlgorithm(al); err != nil {
			return nil, c.Errorf("algorithm: %v", err)
		}
	}
	return dotKernel(c, dims, alg)
}

// decodeDotAlgorithm reads a #stablehlo.dot_algorithm into the element
// kinds and counts the kernel uses.
func decodeDotAlgorithm(a *ir.Attr) (*dotAlgorithm, error) {
	if !a.IsStruct("stablehlo", "dot_algorithm") {
		return nil, fmt.Errorf("decoding #stablehlo.dot_algorithm: unexpected attribute %s", a)
	}
	out := &dotAlgorithm{}
	for _, p := range []struct {
		name string
		dst  *int64
	}{{"lhs_component_count", &out.lhsCount}, {"rhs_component_count", &out.rhsCount}, {"num_primitive_operations", &out.ops}} {
		v := a.Lookup(p.name)
		if !v.IsInteger() {
			return nil, fmt.Errorf("decoding #stablehlo.dot_algorithm parameter %s: unexpected value %s", p.name, v)
		}
		*p.dst = v.Int()
	}
	imprecise := a.Lookup("allow_imprecise_accumulation")
	if !imprecise.IsBool() {
		return nil, fmt.Errorf("decoding #stablehlo.dot_algorithm parameter allow_imprecise_accumulation: unexpected value %s", imprecise)
	}
	out.imprecise = imprecise.Bool()
	for _, p := range []struct {
		name string
		dst  *tensor.Kind
	}{{"lhs_precision_type", &out.lhsPrec}, {"rhs_precision_type", &out.rhsPrec}, {"accumulation_type", &out.accum}} {
		t := a.Lookup(p.name).TypeValue()
		if t == nil {
			return nil, fmt.Errorf("decoding #stablehlo.dot_algorithm parameter %s: no such parameter", p.name)
		}
		ek, err := elementKind(t)
		if err != nil || ek.quant != nil {
			return nil, fmt.Errorf("%s: unsupported type %q", p.name, t.String())
		}
		*p.dst = ek.kind
	}
	return out, nil
}

func buildDot(c *OpContext) (Kernel, error) {
	if len(c.Operands) != 2 || c.Operands[0].Tensor == nil || c.Operands[1].Tensor == nil {
		return nil, c.Errorf("expected two tensor operands")
	}
	// The verifier guarantees ranks 1 or 2 (dot C1).
	lr := len(c.Operands[0].Tensor.Shape)
	dims := dotDims{lhsContract: []int64{int64(lr - 1)}, rhsContract: []int64{0}}
	return dotKernel(c, dims, nil)
}

// productTypes returns the types of the two operands and the result of a
// product (dot_general, dot, convolution). Quantized products are not
// evaluated: for them it returns a kernel that reports so.
func productTypes(c *OpContext) (lhs, rhs *tensor.Type, result tensor.Type, unsupported Kernel, err error) {
	lhs, rhs = c.Operands[0].Tensor, c.Operands[1].Tensor
	if lhs == nil || rhs == nil {
		return nil, nil, result, nil, c.Errorf("operands must be tensors")
	}
	if result, err = c.resultTensorType(0); err != nil {
		return nil, nil, result, nil, err
	}
	if lhs.Quant != nil || rhs.Quant != nil || result.Quant != nil {
		return nil, nil, result, c.unsupportedKernel("%s with quantized operands is not supported by the interpreter", c.Name), nil
	}
	return lhs, rhs, result, nil, nil
}

// dotKernel builds the kernel of a dot product with the given dimensions.
func dotKernel(c *OpContext, dims dotDims, alg *dotAlgorithm) (Kernel, error) {
	lt, rt0, rt, unsupported, err := productTypes(c)
	if unsupported != nil || err != nil {
		return unsupported, err
	}
	acc, err := accFor(rt.Kind, lt.Kind, rt0.Kind)
	if err != nil {
		return c.unsupportedKernel("%s: %v", c.Name, err), nil
	}
	// The verifier guarantees dot_general C1-C8: batching and contracting
	// lists of equal lengths holding unique, in-range dimensions whose
	// static sizes match. Sizes only known at run time are checked by the
	// kernel.
	var lhsRound, rhsRound tensor.Kind
	if alg != nil {
		if lhsRound, rhsRound, err = alg.rounding(lt.Kind, rt0.Kind); err != nil {
			return c.unsupportedKernel("%s: %v", c.Name, err), nil
		}
	}
	lhsFree := freeDims(len(lt.Shape), dims.lhsBatch, dims.lhsContract)
	rhsFree := freeDims(len(rt0.Shape), dims.rhsBatch, dims.rhsContract)
	lhsPerm := concatDims(dims.lhsBatch, lhsFree, dims.lhsContract)
	rhsPerm := concatDims(dims.rhsBatch, dims.rhsContract, rhsFree)
	nb, nc := len(dims.lhsBatch), len(dims.lhsContract)
	// plan works out the result type, the product's shape and the
	// operands' traversals for operands of shapes ls and rs.
	plan := func(ls, rs []int64) (dotPlan, error) {
		if len(ls) != len(lhsPerm) || len(rs) != len(rhsPerm) {
			return dotPlan{}, fmt.Errorf("unexpected operand ranks %d and %d", len(ls), len(rs))
		}
		var outShape []int64
		B, M, K, N := 1, 1, 1, 1
		for i := 0; i < nb; i++ {
			d := ls[dims.lhsBatch[i]]
			if d != rs[dims.rhsBatch[i]] {
				return dotPlan{}, fmt.Errorf("batching dimension %d has sizes %d and %d", i, d, rs[dims.rhsBatch[i]])
			}
			outShape = append(outShape, d)
			B *= int(d)
		}
		for _, d := range lhsFree {
			outShape = append(outShape, ls[d])
			M *= int(ls[d])
		}
		for i := 0; i < nc; i++ {
			d := ls[dims.lhsContract[i]]
			if d != rs[dims.rhsContract[i]] {
				return dotPlan{}, fmt.Errorf("contracting dimension %d has sizes %d and %d", i, d, rs[dims.rhsContract[i]])
			}
			K *= int(d)
		}
		for _, d := range rhsFree {
			outShape = append(outShape, rs[d])
			N *= int(rs[d])
		}
		ot := rt
		ot.Shape = outShape
		return dotPlan{out: ot, mm: matmul.Shape{B: B, M: M, K: K, N: N}, lv: permuteView(ls, lhsPerm), rv: permuteView(rs, rhsPerm)}, nil
	}
	// Operands of static shapes are planned once.
	var static *dotPlan
	if staticShapes(c.Operands...) {
		// Mismatched sizes are reported when the product runs.
		if p, err := plan(lt.Shape, rt0.Shape); err == nil {
			static = &p
		}
	}
	return func(f *Frame, args []Value) ([]Value, error) {
		lhs, rhs, err := tensorPair(args)
		if err != nil {
			return nil, err
		}
		p := static
		if ls, rs := lhs.Shape(), rhs.Shape(); p == nil || !slices.Equal(ls, lt.Shape) || !slices.Equal(rs, rt0.Shape) {
			q, err := plan(ls, rs)
			if err != nil {
				return nil, err
			}
			p = &q
		}
		// Every path writes each element of the result (the float
		// products store their sums, the others convert theirs into
		// it), so storage taken over from a released tensor or a
		// RunInto output is not cleared first.
		out, err := f.newUninit(p.out)
		if err != nil {
			return nil, err
		}
		if err := dotCompute(f.env.ctx, &f.env.scratch, f.immutable(rhs), acc, lhs, rhs, p.lv, p.rv, nb, nc, p.mm, lhsRound, rhsRound, out); err != nil {
			return nil, err
		}
		return f.result1(out), nil
	}, nil
}

// dotPlan is the work of a dot product for given operand shapes: the
// result type, the product's shape and the operands' traversals.
type dotPlan struct {
	out    tensor.Type
	mm     matmul.Shape
	lv, rv strideView
}

// strideView is a permuted traversal of a tensor: sizes in traversal order and
// the matching storage strides.
type strideView struct {
	shape, strides []int64
}

// permuteView returns the traversal of a tensor of shape s in the axis
// order perm.
func permuteView(s []int64, perm []int) strideView {
	st := tensor.Strides(s)
	v := strideView{shape: make([]int64, len(perm)), strides: make([]int64, len(perm))}
	for i, d := range perm {
		v.shape[i], v.strides[i] = s[d], st[d]
	}
	return v
}

// dotCompute packs both operands, multiplies them and stores the result.
func dotCompute(ctx context.Context, ws *scratch, rhsFixed bool, acc accKind, lhs, rhs *tensor.Tensor, lv, rv strideView, nb, nc int, mm matmul.Shape, lround, rround tensor.Kind, out *tensor.Tensor) error {
	switch acc {
	case accI64:
		return dotTyped[int64](ctx, lhs, rhs, lv, rv, mm, lround, rround, out)
	case accU64:
		return dotTyped[uint64](ctx, lhs, rhs, lv, rv, mm, lround, rround, out)
	case accF32:
		if ok, err := dotDirect(ctx, &ws.mm32, rhsFixed, lhs, rhs, lv, rv, nb, nc, mm, lround, rround, out); ok {
			return err
		}
		return dotTyped[float32](ctx, lhs, rhs, lv, rv, mm, lround, rround, out)
	case accF64:
		if ok, err := dotDirect(ctx, &ws.mm64, rhsFixed, lhs, rhs, lv, rv, nb, nc, mm, lround, rround, out); ok {
			return err
		}
		return dotTyped[float64](ctx, lhs, rhs, lv, rv, mm, lround, rround, out)
	case accC64:
		a, err := elem.PackComplex[complex64](lhs, lv.shape, lv.strides)
		if err != nil {
			return err
		}
		b, err := elem.PackComplex[complex64](rhs, rv.shape, rv.strides)
		if err != nil {
			return err
		}
		c := make([]complex64, mm.B*mm.M*mm.N)
		if err := batchedChecked(ctx, a, b, c, mm); err != nil {
			return err
		}
		return elem.StoreComplex(c, out)
	case accC128:
		a, err := elem.PackComplex[complex128](lhs, lv.shape, lv.strides)
		if err != nil {
			return err
		}
		b, err := elem.PackComplex[complex128](rhs, rv.shape, rv.strides)
		if err != nil {
			return err
		}
		c := make([]complex128, mm.B*mm.M*mm.N)
		if err := batchedChecked(ctx, a, b, c, mm); err != nil {
			return err
		}
		return elem.StoreComplex(c, out)
	}
	return fmt.Errorf("unsupported accumulator")
}

func dotTyped[A elem.Acc](ctx context.Context, lhs, rhs *tensor.Tensor, lv, rv strideView, mm matmul.Shape, lround, rround tensor.Kind, out *tensor.Tensor) error {
	a, err := elem.PackReal[A](lhs, lv.shape, lv.strides)
	if err != nil {
		return err
	}
	b, err := elem.PackReal[A](rhs, rv.shape, rv.strides)
	if err != nil {
		return err
	}
	roundAcc(a, lround)
	roundAcc(b, rround)
	c := make([]A, mm.B*mm.M*mm.N)
	if err := batchedChecked(ctx, a, b, c, mm); err != nil {
		return err
	}
	return elem.StoreReal(c, out)
}

// dotDirect multiplies float operands stored in the accumulator type
// without gathering them first (small products packing them into ws): when the batch, free and contracting axes
// of each operand's view (nb batch and nc contracting axes, in the order
// batch, free, contracting for lhs and batch, contracting, free for rhs)
// each collapse into one stride, the product reads the operands in place.
// It reports false when it does not apply.
func dotDirect[A matmul.Float](ctx context.Context, ws *matmul.Workspace[A], rhsFixed bool, lhs, rhs *tensor.Tensor, lv, rv strideView, nb, nc int, mm matmul.Shape, lround, rround tensor.Kind, out *tensor.Tensor) (bool, error) {
	ld, rd := tensor.Data[A](lhs), tensor.Data[A](rhs)
	if ld == nil || rd == nil || !roundsToSelf[A](lround) || !roundsToSelf[A](rround) {
		return false, nil
	}
	nlf, nrf := len(lv.shape)-nb-nc, len(rv.shape)-nb-nc
	lb, ok1 := collapse(lv, 0, nb)
	lm, ok2 := collapse(lv, nb, nb+nlf)
	lk, ok3 := collapse(lv, nb+nlf, nb+nlf+nc)
	rb, ok4 := collapse(rv, 0, nb)
	rk, ok5 := collapse(rv, nb, nb+nc)
	rn, ok6 := collapse(rv, nb+nc, nb+nc+nrf)
	if !ok1 || !ok2 || !ok3 || !ok4 || !ok5 || !ok6 {
		return false, nil
	}
	// A result of the accumulator's own kind ([B,M,N]) is written in
	// place: the product stores its sums, whatever the result held.
	c := tensor.Data[A](out)
	inPlace := c != nil && (out.Kind() == tensor.F32 || out.Kind() == tensor.F64) && len(c) == mm.B*mm.M*mm.N
	if !inPlace {
		c = make([]A, mm.B*mm.M*mm.N)
	}
	// An operand the run never writes stays packed in ws from one
	// product to the next.
	ws.FixedB = rhsFixed
	defer func() { ws.FixedB = false }()
	if err := gemmIntoChecked(ctx, ws, mm,
		matmul.Matrix[A]{Data: ld, RowStride: lm, ColStride: lk}, lb,
		matmul.Matrix[A]{Data: rd, RowStride: rk, ColStride: rn}, rb, c); err != nil {
		return true, err
	}
	if inPlace {
		return true, nil
	}
	return true, elem.StoreReal(c, out)
}

// collapse returns the single stride that walks axes [lo, hi) of v in
// row-major order, if there is one (0 for no axes or only unit axes).
func collapse(v strideView, lo, hi int) (int, bool) {
	stride, span := 0, int64(0)
	for d := hi - 1; d >= lo; d-- {
		if v.shape[d] == 1 {
			continue
		}
		if span == 0 {
			stride, span = int(v.strides[d]), v.shape[d]
			continue
		}
		if v.strides[d] != int64(stride)*span {
			return 0, false
		}
		span *= v.shape[d]
	}
	return stride, true
}

// roundsToSelf reports whether rounding accumulator values of type A to
// the precision kind k leaves them unchanged.
func roundsToSelf[A matmul.Float](k tensor.Kind) bool {
	if !k.IsFloat() || k == tensor.F64 {
		return true
	}
	var z A
	_, f32 := any(z).(float32)
	return f32 && k == tensor.F32
}

// roundAcc rounds float accumulator values to a narrower float kind (the
// precision type of a dot algorithm); other kinds leave them unchanged.
func roundAcc[A elem.Acc](xs []A, k tensor.Kind) {
	if !k.IsFloat() || k == tensor.F64 {
		return
	}
	switch v := any(xs).(type) {
	case []float32:
		tensor.RoundFloats(k, v)
	case []float64:
		for i, x := range v {
			v[i] = tensor.RoundFloat(k, x)
		}
	}
}

// freeDims lists, in ascending order, the axes of a rank-r operand that are
// neither batching nor contracting.
func freeDims(r int, batch, contract []int64) []int64 {
	var out []int64
	for d := 0; d < r; d++ {
		if !slices.Contains(batch, int64(d)) && !slices.Contains(contract, int64(d)) {
			out = append(out, int64(d))
		}
	}
	return out
}

// concatDims joins axis lists into one permutation.
func concatDims(lists ...[]int64) []int {
	var out []int
	for _, l := range lists {
		for _, d := range l {
			out = append(out, int(d))
		}
	}
	return out
}

// rounding returns the kinds the operands are rounded to before the
// product. Single-component algorithms round float operands to their
// precision types; multi-component algorithms emulate at least the operand
// precision, which the full-precision product already provides. Integer
// operands are not affected by precision types.
func (a *dotAlgorithm) rounding(lk, rk tensor.Kind) (tensor.Kind, tensor.Kind, error) {
	if a.lhsCount < 1 || a.rhsCount < 1 || a.ops < 1 {
		return 0, 0, fmt.Errorf("component counts and primitive operation count must be positive")
	}
	for _, k := range []tensor.Kind{a.lhsPrec, a.rhsPrec, a.accum} {
		if !k.IsFloat() {
			return 0, 0, fmt.Errorf("algorithm with %s precision is not supported", k)
		}
	}
	if a.lhsCount > 1 || a.rhsCount > 1 || a.ops > 1 {
		return 0, 0, nil
	}
	var l, r tensor.Kind
	if lk.IsFloat() && a.lhsPrec.BitWidth() < lk.BitWidth() {
		l = a.lhsPrec
	}
	if rk.IsFloat() && a.rhsPrec.BitWidth() < rk.BitWidth() {
		r = a.rhsPrec
	}
	return l, r, nil
}
