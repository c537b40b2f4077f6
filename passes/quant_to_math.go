package passes

import (
	"encoding/binary"
	"fmt"
	"math"

	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"
	"github.com/stablehlo-go/stablehlo/mlirc"
)

// stablehlo-legalize-quant-to-math: quantized programs rewritten into
// integer and float arithmetic, as the spec defines them.
//
//   - uniform_dequantize x becomes (convert(storage(x)) - zero_point) *
//     scale, in i32 then in the expressed type;
//   - uniform_quantize x becomes convert(round_nearest_even(clamp(min,
//     x / scale + zero_point, max))) to the storage type (a quantized
//     operand is dequantized first);
//   - an op the spec defines through dequantize_op_quantize runs on the
//     dequantized operands, in the expressed type, and its quantized results
//     are quantized;
//   - dot_general, dot, convolution and dynamic_conv with quantized operands
//     and result accumulate (storage - zero_point) in i32 with the integer
//     form of the op, scale the sums by scale(lhs) * scale(rhs) and quantize
//     them; with a float lhs (weight-only quantization) rhs is dequantized.
//
// storage(x) is a bitcast_convert of the quantized tensor to its storage
// integer type, and the quantized results are bitcast back, so that every
// rewrite keeps the types of the values around it: the ops that only move
// quantized elements (reshape, transpose, gather, ...) stay as they are.
// Per-axis scales and zero points become constants broadcast along the
// quantized dimension.

// quantParams are the parameters of a !quant.uniform element type.
type quantParams struct {
	storage   mlirc.Type // the storage integer type (ui<N> for unsigned)
	expressed mlirc.Type
	width     int
	signed    bool
	min, max  int64
	scales    []float64
	zeros     []int64
	axis      int // -1 for per-tensor
}

// quantOf returns the quantization of a tensor type's elements, or nil.
func quantOf(ctx *mlirc.Context, t mlirc.Type) (*quantParams, error) {
	if !t.IsShaped() {
		return nil, nil
	}
	e := t.ElementType()
	if !e.IsQuantized() {
		return nil, nil
	}
	if !isStatic(t) {
		return nil, fmt.Errorf("quantized type %s is not statically shaped", t)
	}
	q := &quantParams{expressed: e.QuantizedExpressedType(), width: e.QuantizedStorageWidth(), signed: e.QuantizedIsSigned(),
		min: e.QuantizedStorageMin(), max: e.QuantizedStorageMax(), axis: -1}
	switch {
	case e.IsUniformQuantized():
		q.scales, q.zeros = []float64{e.UniformScale()}, []int64{e.UniformZeroPoint()}
	case e.IsUniformQuantizedPerAxis():
		q.axis = e.PerAxisDimension()
		for i := 0; i < e.PerAxisNumScales(); i++ {
			q.scales = append(q.scales, e.PerAxisScale(i))
			q.zeros = append(q.zeros, e.PerAxisZeroPoint(i))
		}
	default:
		return nil, fmt.Errorf("element type %s is not a uniform quantized type", e)
	}
	if !q.expressed.IsFloat() {
		return nil, fmt.Errorf("element type %s: expressed type is not a float type", e)
	}
	signedness := 0
	if !q.signed {
		signedness = 2
	}
	q.storage = ctx.IntegerType(q.width, signedness)
	return q, nil
}

// accType is the integer type the storage values are widened to: i32, or
// i64 for 32-bit unsigned and 64-bit storage.
func (q *quantParams) accType(ctx *mlirc.Context) mlirc.Type {
	if q.width > 32 || (q.width == 32 && !q.signed) {
		return ctx.IntegerType(64, 0)
	}
	return ctx.IntegerType(32, 0)
}

// perAxisConstant returns vals (one per slice of dimension axis) as a
// constant broadcast to shape, or a splat of vals[0] when axis is -1 or
// the values are all equal.
func (b *builder) perAxisConstant(vals []float64, axis int, shape []int64, elem mlirc.Type) mlirc.Value {
	if b.err != nil {
		return mlirc.Value{}
	}
	uniform := true
	for _, v := range vals {
		uniform = uniform && v == vals[0]
	}
	if axis < 0 || uniform {
		return b.constant(vals[0], shape, elem)
	}
	vt := tensorType([]int64{int64(len(vals))}, elem)
	var raw []byte
	for _, v := range vals {
		switch {
		case elem.Equal(b.ctx.F32Type()):
			raw = binary.LittleEndian.AppendUint32(raw, math.Float32bits(float32(v)))
		case elem.Equal(b.ctx.F64Type()):
			raw = binary.LittleEndian.AppendUint64(raw, math.Float64bits(v))
		case elem.IsInteger() && elem.IntegerWidth() == 32:
			raw = binary.LittleEndian.AppendUint32(raw, uint32(int32(v)))
		case elem.IsInteger() && elem.IntegerWidth() == 64:
			raw = binary.LittleEndian.AppendUint64(raw, uint64(int64(v)))
		default:
			b.fail(fmt.Errorf("per-axis constants of %s are not supported", elem))
			return mlirc.Value{}
		}
	}
	key := fmt.Sprintf("per-axis %v : %s along %d to %v", vals, vt, axis, shape)
	return b.memoized(key, func() mlirc.Value {
		c := b.single("stablehlo.constant", nil, vt, mlirc.NamedAttribute{Name: "value", Value: mlirc.DenseElementsAttr(vt, raw)})
		return b.broadcastInDim(c, []int64{int64(axis)}, tensorType(shape, elem))
	})
}

// bitcast reinterprets x as type t.
func (b *builder) bitcast(x mlirc.Value, t mlirc.Type) mlirc.Value {
	if b.err != nil {
		return mlirc.Value{}
	}
	return b.single("stablehlo.bitcast_convert", []mlirc.Value{x}, t)
}

// centred returns storage(x) - zero_point widened to q's accumulator type.
func (b *builder) centred(x mlirc.Value, q *quantParams) mlirc.Value {
	if b.err != nil {
		return mlirc.Value{}
	}
	shape := x.Type().Shape()
	acc := q.accType(b.ctx)
	s := b.bitcast(x, tensorType(shape, q.storage))
	i := b.convert(s, acc)
	zs := make([]float64, len(q.zeros))
	allZero := true
	for k, z := range q.zeros {
		zs[k] = float64(z)
		allZero = allZero && z == 0
	}
	if allZero {
		return i
	}
	return b.binary("stablehlo.subtract", i, b.perAxisConstant(zs, q.axis, shape, acc))
}

// dequantize returns the expressed-type tensor of quantized x.
func (b *builder) dequantize(x mlirc.Value, q *quantParams) mlirc.Value {
	f := b.convert(b.centred(x, q), q.expressed)
	if b.err != nil {
		return mlirc.Value{}
	}
	return b.binary("stablehlo.multiply", f, b.perAxisConstant(q.scales, q.axis, x.Type().Shape(), q.expressed))
}

// quantize quantizes the expressed-type tensor x to type result.
func (b *builder) quantize(x mlirc.Value, q *quantParams, result mlirc.Type) mlirc.Value {
	if b.err != nil {
		return mlirc.Value{}
	}
	shape := x.Type().Shape()
	e := q.expressed
	zs := make([]float64, len(q.zeros))
	for k, z := range q.zeros {
		zs[k] = float64(z)
	}
	v := b.binary("stablehlo.divide", x, b.perAxisConstant(q.scales, q.axis, shape, e))
	v = b.binary("stablehlo.add", v, b.perAxisConstant(zs, q.axis, shape, e))
	lo, hi := b.constant(float64(q.min), nil, e), b.constant(float64(q.max), nil, e)
	if b.err != nil {
		return mlirc.Value{}
	}
	v = b.single("stablehlo.clamp", []mlirc.Value{lo, v, hi}, v.Type())
	v = b.unary("stablehlo.round_nearest_even", v)
	v = b.convert(v, q.storage)
	return b.bitcast(v, result)
}

// expressedTensor returns t with its quantized elements replaced by their
// expressed type.
func expressedTensor(t mlirc.Type, q *quantParams) mlirc.Type {
	if q == nil {
		return t
	}
	return tensorType(t.Shape(), q.expressed)
}

// quantsOf returns the quantization of each value's type (nil entries for
// the others) and whether any is quantized.
func quantsOf(ctx *mlirc.Context, vals []mlirc.Value) ([]*quantParams, bool, error) {
	out := make([]*quantParams, len(vals))
	anyQ := false
	for i, v := range vals {
		q, err := quantOf(ctx, v.Type())
		if err != nil {
			return nil, false, err
		}
		out[i] = q
		anyQ = anyQ || q != nil
	}
	return out, anyQ, nil
}

// quantRule rewrites op name when analyzeQuant returns a lowering.
func quantRule(name string, analyzeQuant func(ctx *mlirc.Context, op mlirc.Operation, in, out []*quantParams) (lowering, error)) rule {
	return rule{name: name, analyze: func(op mlirc.Operation) (lowering, error) {
		ctx, err := op.Context()
		if err != nil {
			return nil, err
		}
		in, qi, err := quantsOf(ctx, op.Operands())
		if err != nil {
			return nil, err
		}
		out, qo, err := quantsOf(ctx, op.Results())
		if err != nil {
			return nil, err
		}
		if !qi && !qo {
			return nil, nil
		}
		return analyzeQuant(ctx, op, in, out)
	}}
}

// uniformQuantizeRule lowers uniform_quantize (a requantization when the
// operand is quantized).
var uniformQuantizeRule = quantRule(stablehlo.OpUniformQuantize, func(_ *mlirc.Context, op mlirc.Operation, in, out []*quantParams) (lowering, error) {
	if out[0] == nil {
		return nil, fmt.Errorf("result type %s is not quantized", op.Result(0).Type())
	}
	return func(b *builder, op mlirc.Operation) []mlirc.Value {
		x := op.Operand(0)
		if in[0] != nil {
			x = b.dequantize(x, in[0])
		}
		return []mlirc.Value{b.quantize(x, out[0], op.Result(0).Type())}
	}, nil
})

// uniformDequantizeRule lowers uniform_dequantize.
var uniformDequantizeRule = quantRule(stablehlo.OpUniformDequantize, func(_ *mlirc.Context, op mlirc.Operation, in, _ []*quantParams) (lowering, error) {
	if in[0] == nil {
		return nil, fmt.Errorf("operand type %s is not quantized", op.Operand(0).Type())
	}
	return func(b *builder, op mlirc.Operation) []mlirc.Value {
		return []mlirc.Value{b.dequantize(op.Operand(0), in[0])}
	}, nil
})

// dequantizedOpLowering runs op on its dequantized operands with expressed
// result types and quantizes its quantized results.
func dequantizedOpLowering(in, out []*quantParams) lowering {
	return func(b *builder, op mlirc.Operation) []mlirc.Value {
		operands := op.Operands()
		for i, q := range in {
			if q != nil {
				operands[i] = b.dequantize(operands[i], q)
			}
		}
		results := make([]mlirc.Type, len(out))
		for i, q := range out {
			results[i] = expressedTensor(op.Result(i).Type(), q)
		}
		fop := b.create(mlirc.OperationSpec{Name: op.Name(), Operands: operands, Results: results, Attributes: op.Attributes()})
		if b.err != nil {
			return nil
		}
		vals := fop.Results()
		for i, q := range out {
			if q != nil {
				vals[i] = b.quantize(vals[i], q, op.Result(i).Type())
			}
		}
		return vals
	}
}

// dequantizedOpRule lowers an op the spec defines through
// dequantize_op_quantize.
func dequantizedOpRule(name string) rule {
	return quantRule(name, func(_ *mlirc.Context, op mlirc.Operation, in, out []*quantParams) (lowering, error) {
		if op.NumRegions() != 0 {
			return nil, fmt.Errorf("ops with regions are not rewritten")
		}
		return dequantizedOpLowering(in, out), nil
	})
}

// productRule lowers a quantized dot_general, dot, convolution or
// dynamic_conv.
func productRule(name string) rule {
	return quantRule(name, func(ctx *mlirc.Context, op mlirc.Operation, in, out []*quantParams) (lowering, error) {
		lq, rq, oq := in[0], in[1], out[0]
		switch {
		case lq == nil && rq != nil && oq == nil:
			return dequantizedOpLowering(in, out), nil
		case lq == nil || rq == nil || oq == nil:
			return nil, fmt.Errorf("quantized products need both operands and the result quantized, or only rhs")
		case lq.axis >= 0:
			return nil, fmt.Errorf("a per-axis quantized lhs is not supported")
		case !lq.expressed.Equal(rq.expressed) || !lq.expressed.Equal(oq.expressed):
			return nil, fmt.Errorf("operands and result must share the expressed type")
		}
		scaleDim := -1
		if rq.axis >= 0 {
			d, err := productRhsResultDim(op, rq.axis)
			if err != nil {
				return nil, err
			}
			scaleDim = d
		}
		// scale(lhs) * scale(rhs), rounded to the expressed type at each
		// step as the interpreter's dequantized product is.
		e := lq.expressed
		round := func(v float64) float64 { return mlirc.FloatAttr(e, v).Float() }
		scales := make([]float64, len(rq.scales))
		for i, s := range rq.scales {
			scales[i] = round(round(lq.scales[0]) * round(s))
		}
		acc := lq.accType(ctx)
		if !rq.accType(ctx).Equal(acc) {
			acc = ctx.IntegerType(64, 0)
		}
		// Where the result's scales are the products of scales, the stored
		// result is the sum plus the result's zero point, exactly.
		exact := true
		switch {
		case oq.axis < 0:
			for _, sc := range scales {
				exact = exact && sc == round(oq.scales[0])
			}
		case oq.axis == scaleDim && len(oq.scales) == len(scales):
			for k, sc := range scales {
				exact = exact && sc == round(oq.scales[k])
			}
		default:
			exact = false
		}
		return func(b *builder, op mlirc.Operation) []mlirc.Value {
			operands := op.Operands()
			operands[0] = b.convert(b.centred(operands[0], lq), acc)
			operands[1] = b.convert(b.centred(operands[1], rq), acc)
			rt := op.Result(0).Type()
			sums := b.create(mlirc.OperationSpec{Name: op.Name(), Operands: operands,
				Results: []mlirc.Type{tensorType(rt.Shape(), acc)}, Attributes: op.Attributes()})
			if b.err != nil {
				return nil
			}
			if exact {
				wide := acc
				if oq.accType(ctx).IntegerWidth() > acc.IntegerWidth() {
					wide = oq.accType(ctx)
				}
				v := b.convert(sums.Result(0), wide)
				zs := make([]float64, len(oq.zeros))
				allZero := true
				for k, z := range oq.zeros {
					zs[k] = float64(z)
					allZero = allZero && z == 0
				}
				if !allZero {
					v = b.binary("stablehlo.add", v, b.perAxisConstant(zs, oq.axis, rt.Shape(), wide))
				}
				lo, hi := b.constant(float64(oq.min), nil, wide), b.constant(float64(oq.max), nil, wide)
				if b.err != nil {
					return nil
				}
				v = b.single("stablehlo.clamp", []mlirc.Value{lo, v, hi}, v.Type())
				return []mlirc.Value{b.bitcast(b.convert(v, oq.storage), rt)}
			}
			f := b.convert(sums.Result(0), e)
			f = b.binary("stablehlo.multiply", f, b.perAxisConstant(scales, scaleDim, rt.Shape(), e))
			return []mlirc.Value{b.quantize(f, oq, rt)}
		}, nil
	})
}

// productRhsResultDim returns the result dimension that carries rhs
// dimension d of a product.
func productRhsResultDim(op mlirc.Operation, d int) (int, error) {
	lr, rr := len(op.Operand(0).Type().Shape()), len(op.Operand(1).Type().Shape())
	var dims dotDims
	switch op.Name() {
	case stablehlo.OpConvolution, stablehlo.OpDynamicConv:
		cd, err := stablehlo.DecodeConvDimensionNumbers(op.Attribute("dimension_numbers"))
		if err != nil {
			return 0, fmt.Errorf("dimension_numbers: %w", err)
		}
		if int64(d) != cd.KernelOutputFeatureDimension {
			return 0, fmt.Errorf("rhs may be quantized per axis only along its output feature dimension")
		}
		return int(cd.OutputFeatureDimension), nil
	case stablehlo.OpDot:
		dims = dotDims{lhsContract: []int64{int64(lr - 1)}, rhsContract: []int64{0}}
	default:
		dd, err := stablehlo.DecodeDotDimensionNumbers(op.Attribute("dot_dimension_numbers"))
		if err != nil {
			return 0, fmt.Errorf("dot_dimension_numbers: %w", err)
		}
		dims = dotDims{lhsBatch: dd.LhsBatchingDimensions, rhsBatch: dd.RhsBatchingDimensions,
			lhsContract: dd.LhsContractingDimensions, rhsContract: dd.RhsContractingDimensions}
	}
	for i, x := range dims.rhsBatch {
		if int(x) == d {
			return i, nil
		}
	}
	lhsFree := lr - len(dims.lhsBatch) - len(dims.lhsContract)
	k := 0
	for x := 0; x < rr; x++ {
		if containsDim(dims.rhsBatch, x) || containsDim(dims.rhsContract, x) {
			continue
		}
		if x == d {
			return len(dims.rhsBatch) + lhsFree + k, nil
		}
		k++
	}
	return 0, fmt.Errorf("rhs dimension %d is contracted", d)
}

// containsDim reports whether ds holds d.
func containsDim(ds []int64, d int) bool {
	for _, x := range ds {
		if int(x) == d {
			return true
		}
	}
	return false
}

// quantToMathRules are the rules of stablehlo-legalize-quant-to-math.
func quantToMathRules() []rule {
	rules := []rule{uniformQuantizeRule, uniformDequantizeRule}
	for _, o := range stablehlo.Ops() {
		switch {
		case o.DequantizesOperands():
			rules = append(rules, dequantizedOpRule(o.Name))
		case stablehlo.IsQuantizedProduct(o.Name):
			rules = append(rules, productRule(o.Name))
		}
	}
	return rules
}

// LegalizeQuantToMath rewrites the quantized ops nested in op into integer
// and float arithmetic, as the pass stablehlo-legalize-quant-to-math does.
func LegalizeQuantToMath(op mlirc.Operation, failOnUnsupported bool) error {
	return rewriteAll(op, "legalize", quantToMathRules(), rewriteOptions{failOnUnsupported: failOnUnsupported})
}
