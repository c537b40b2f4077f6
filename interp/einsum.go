package interp

import (
	"fmt"
	"math"
	"runtime"
	"slices"
	"sync/atomic"

	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"
	"github.com/stablehlo-go/stablehlo/interp/internal/elem"
	"github.com/stablehlo-go/stablehlo/interp/internal/matmul"
	"github.com/stablehlo-go/stablehlo/interp/internal/safego"
	"github.com/stablehlo-go/stablehlo/interp/internal/strided"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// stablehlo.einsum and stablehlo.unary_einsum.
//
// The einsum_config equation names every operand dimension with a letter
// (a-z, A-Z): "bij,bjk->bik" multiplies the operands elementwise over the
// letters they share and sums over the letters missing from the output. A
// letter repeated inside one operand walks that operand's diagonal. "..."
// stands for the dimensions the letters leave unnamed; those ellipsis
// dimensions are aligned from the right across operands and a size-one
// ellipsis dimension broadcasts against any size. Without "->" the output
// is the ellipsis dimensions followed by the letters used exactly once,
// sorted by their byte value. A unary equation may also be written with an
// empty first operand (",ab->b").
//
// The equation is parsed once; for static operand shapes the loop plan is
// built at compile time too. The plan gives every operand a stride for each
// label (summing the strides of repeated letters, zero for broadcast
// dimensions), so that the kernel is a loop nest over output labels and
// contracted labels walking flat offsets. The innermost loop runs either
// over the last contracted label (a dot product per output element) or
// over the last output label (an axpy into an output row), whichever has
// the smaller strides. Every output element sums its terms in the row-major
// order of the contracted labels, whatever the loop shape and the number of
// goroutines.
//
// Accumulators are chosen as for dot_general: int64 or uint64 for integer
// results (which then wrap like the result type), uint64 for booleans (a
// non-zero sum is true: an or of ands), float32 for f32 and narrower float
// results (rounded once at the end), float64, complex64 or complex128.

func init() {
	// The spec has no einsum: quantized operands are dequantized and
	// quantized results quantized (dequantize_op_quantize, the spec's
	// definition of a quantized dot_general).
	register("stablehlo.einsum", quantized(func(c *OpContext) (Kernel, error) { return einsumKernel(c, 2) }))
	register("stablehlo.unary_einsum", quantized(func(c *OpContext) (Kernel, error) { return einsumKernel(c, 1) }))
}

// einsumParallelAt is the number of multiply-adds from which an einsum runs
// on several goroutines.
const einsumParallelAt = 1 << 16

// einsumPlan is the loop nest of an einsum for given operand shapes. The
// output is traversed as rows: the outer output labels index the rows, and
// a row spans rowLen elements of the last output label (1 when the
// innermost loop is a dot product). For each row the contracted labels are
// walked as an odometer over conSizes, and innerLen elements of the
// innermost contracted label (1 for the axpy form) finish each step.
// Strides are per operand (index 0 and 1).
type einsumPlan struct {
	outShape     []int64
	outN         int
	outerSizes   []int
	outerStrides [2][]int
	rowLen       int
	rowStrides   [2]int
	conSizes     []int
	conStrides   [2][]int
	innerLen     int
	innerStrides [2]int
	// terms is the number of products summed into each output element.
	terms int
	axpy  bool
	// gemm, when not nil, is the same binary einsum as a batched matrix
	// product.
	gemm *einsumGemm
}

// einsumGemm is a binary einsum whose labels fall into batch (in both
// operands and the output), row (x and output), column (y and output) and
// contracted (both operands) groups, each group walking its operands with
// one stride: the product [B,M,K] x [B,K,N] -> [B,M,N] followed by a
// permutation into the output's label order.
type einsumGemm struct {
	mm                 matmul.Shape
	xb, xm, xk         int // strides of x per group
	yb, yk, yn         int // strides of y per group
	permShape, permSrc []int64
}

// einsumGemmAt is the number of multiply-adds of each product of the batch
// from which a binary einsum runs as a matrix product; smaller products
// (elementwise ones in particular) keep the loop nest.
const einsumGemmAt = 1 << 11

// einsumAsGemm recognises a binary einsum that is a batched matrix product.
// stride holds each label's stride in both operands (summed over repeated
// labels), out and con the output and contracted labels.
func einsumAsGemm(sizes map[int]int64, stride [2]map[int]int, out, con []int) *einsumGemm {
	var bl, ml, nl, kl []int
	for _, l := range out {
		sx, sy := stride[0][l], stride[1][l]
		switch {
		case sizes[l] == 1:
		case sx != 0 && sy != 0:
			bl = append(bl, l)
		case sx != 0:
			ml = append(ml, l)
		case sy != 0:
			nl = append(nl, l)
		default:
			return nil
		}
	}
	for _, l := range con {
		if sizes[l] == 1 {
			continue
		}
		if stride[0][l] == 0 || stride[1][l] == 0 {
			return nil // a sum over one operand's axis alone
		}
		kl = append(kl, l)
	}
	// Within a group, walk the labels in decreasing stride of the operand
	// that holds them, and require one stride over the whole group.
	group := func(ls []int, ref int, others ...int) (size int, strides []int, ok bool) {
		slices.SortStableFunc(ls, func(a, b int) int { return stride[ref][b] - stride[ref][a] })
		size = 1
		for _, l := range ls {
			size *= int(sizes[l])
		}
		for _, k := range append([]int{ref}, others...) {
			st := 0
			if len(ls) > 0 {
				st = stride[k][ls[len(ls)-1]]
			}
			for i := len(ls) - 2; i >= 0; i-- {
				if stride[k][ls[i]] != stride[k][ls[i+1]]*int(sizes[ls[i+1]]) {
					return 0, nil, false
				}
			}
			strides = append(strides, st)
		}
		return size, strides, true
	}
	B, bs, ok1 := group(bl, 0, 1)
	M, ms, ok2 := group(ml, 0)
	K, ks, ok3 := group(kl, 0, 1)
	N, ns, ok4 := group(nl, 1)
	if !ok1 || !ok2 || !ok3 || !ok4 || M*N*K < einsumGemmAt {
		return nil
	}
	g := &einsumGemm{mm: matmul.Shape{B: B, M: M, K: K, N: N},
		xb: bs[0], xm: ms[0], xk: ks[0], yb: bs[1], yk: ks[1], yn: ns[0]}
	// Strides of every output label in the [B..., M..., N...] product.
	pos := map[int]int64{}
	st := int64(1)
	for _, grp := range [][]int{nl, ml, bl} {
		for i := len(grp) - 1; i >= 0; i-- {
			pos[grp[i]] = st
			st *= sizes[grp[i]]
		}
	}
	for _, l := range out {
		g.permShape = append(g.permShape, sizes[l])
		g.permSrc = append(g.permSrc, pos[l])
	}
	return g
}

// einsumGemmRun evaluates g with init as the starting value of every sum.
func einsumGemmRun[T matmul.Float](g *einsumGemm, x, y []T, init T, outN int) []T {
	mm := g.mm
	c := make([]T, mm.B*mm.M*mm.N)
	for i := range c {
		c[i] = init
	}
	matmul.GemmBatched(mm,
		matmul.Matrix[T]{Data: x, RowStride: g.xm, ColStride: g.xk}, g.xb,
		matmul.Matrix[T]{Data: y, RowStride: g.yk, ColStride: g.yn}, g.yb, c)
	out := make([]T, outN)
	strided.Permute(out, c, g.permShape, g.permSrc)
	return out
}

// planEinsum resolves the equation against operand shapes.
func planEinsum(eq *stablehlo.EinsumConfig, shapes [][]int64) (*einsumPlan, error) {
	errf := func(format string, args ...any) error {
		return fmt.Errorf("einsum_config %q: %s", eq.Config, fmt.Sprintf(format, args...))
	}
	lab, err := eq.LabelShapes(shapes)
	if err != nil {
		return nil, err
	}
	labels, out := lab.Inputs, lab.Output
	// Label sizes; ellipsis dimensions of size one broadcast.
	sizes := map[int]int64{}
	var order []int
	for k, ls := range labels {
		for d, l := range ls {
			s := shapes[k][d]
			prev, ok := sizes[l]
			switch {
			case !ok:
				sizes[l] = s
				order = append(order, l)
			case prev == s:
			case l >= stablehlo.EinsumEllipsisLabel && prev == 1:
				sizes[l] = s
			case l >= stablehlo.EinsumEllipsisLabel && s == 1:
			case l >= stablehlo.EinsumEllipsisLabel:
				return nil, errf("%s has sizes %d and %d, which do not broadcast", stablehlo.EinsumLabelName(l), prev, s)
			default:
				return nil, errf("%s has sizes %d and %d", stablehlo.EinsumLabelName(l), prev, s)
			}
		}
	}
	var con []int
	for _, l := range order {
		if !slices.Contains(out, l) {
			con = append(con, l)
		}
	}
	// Operand strides per label.
	stride := [2]map[int]int{{}, {}}
	for k, ls := range labels {
		st := tensor.Strides(shapes[k])
		for d, l := range ls {
			if shapes[k][d] == 1 && sizes[l] != 1 {
				continue
			}
			stride[k][l] += int(st[d])
		}
	}
	p := &einsumPlan{outN: 1, rowLen: 1, innerLen: 1, terms: 1}
	if len(labels) == 2 {
		p.gemm = einsumAsGemm(sizes, stride, out, con)
	}
	for _, l := range out {
		p.outShape = append(p.outShape, sizes[l])
		p.outN *= int(sizes[l])
	}
	for _, l := range con {
		p.terms *= int(sizes[l])
	}
	cost := func(l int) int {
		a, b := stride[0][l], stride[1][l]
		return max(a, -a) + max(b, -b)
	}
	outer, inner := out, con
	switch {
	case len(out) > 0 && len(con) == 0:
		p.axpy = true
	case len(out) > 0 && cost(out[len(out)-1]) < cost(con[len(con)-1]):
		p.axpy = true
	}
	if p.axpy {
		l := out[len(out)-1]
		outer = out[:len(out)-1]
		p.rowLen = int(sizes[l])
		p.rowStrides = [2]int{stride[0][l], stride[1][l]}
	} else if len(con) > 0 {
		l := con[len(con)-1]
		inner = con[:len(con)-1]
		p.innerLen = int(sizes[l])
		p.innerStrides = [2]int{stride[0][l], stride[1][l]}
	}
	for _, l := range outer {
		p.outerSizes = append(p.outerSizes, int(sizes[l]))
		for k := range 2 {
			p.outerStrides[k] = append(p.outerStrides[k], stride[k][l])
		}
	}
	for _, l := range inner {
		p.conSizes = append(p.conSizes, int(sizes[l]))
		for k := range 2 {
			p.conStrides[k] = append(p.conStrides[k], stride[k][l])
		}
	}
	return p, nil
}

// einsumShapeMatches reports whether a computed shape fits a declared one,
// whose dynamic dimensions match any size.
func einsumShapeMatches(got, declared []int64) bool {
	if len(got) != len(declared) {
		return false
	}
	for i, d := range declared {
		if d != tensor.DynamicDim && d != got[i] {
			return false
		}
	}
	return true
}

// einsumKernel builds the kernel of an einsum with n operands.
func einsumKernel(c *OpContext, n int) (Kernel, error) {
	if len(c.Operands) != n {
		return nil, c.Errorf("expected %d operands, got %d", n, len(c.Operands))
	}
	var kinds []tensor.Kind
	static := true
	for i, o := range c.Operands {
		if o.Tensor == nil {
			return nil, c.Errorf("operand %d is not a tensor", i)
		}
		if o.Tensor.Quant != nil {
			return c.unsupportedKernel("%s with quantized operands is not supported by the interpreter", c.Name), nil
		}
		kinds = append(kinds, o.Tensor.Kind)
		if slices.Contains(o.Tensor.Shape, tensor.DynamicDim) {
			static = false
		}
	}
	rt, err := c.resultTensorType(0)
	if err != nil {
		return nil, err
	}
	if rt.Quant != nil {
		return c.unsupportedKernel("%s with a quantized result is not supported by the interpreter", c.Name), nil
	}
	acc, err := accFor(rt.Kind, kinds...)
	if err != nil {
		return c.unsupportedKernel("%s: %v", c.Name, err), nil
	}
	cfg := c.Attr("einsum_config")
	if cfg.IsNull() || !cfg.IsString() {
		return nil, c.Errorf("missing string attribute einsum_config")
	}
	eq, err := stablehlo.ParseEinsumConfig(cfg.Str(), n)
	if err != nil {
		return nil, c.Errorf("%v", err)
	}
	var fixed *einsumPlan
	var fixedShapes [][]int64
	if static {
		for _, o := range c.Operands {
			fixedShapes = append(fixedShapes, o.Tensor.Shape)
		}
		if fixed, err = planEinsum(eq, fixedShapes); err != nil {
			return nil, c.Errorf("%v", err)
		}
		if !einsumShapeMatches(fixed.outShape, rt.Shape) {
			return nil, c.Errorf("einsum_config %q gives shape %v, the result type is %s", eq.Config, fixed.outShape, rt)
		}
	}
	return func(f *Frame, args []Value) ([]Value, error) {
		if len(args) != n {
			return nil, fmt.Errorf("expected %d operands, got %d", n, len(args))
		}
		var ops [2]*tensor.Tensor
		var shapes [][]int64
		var err error
		for i, a := range args {
			var t *tensor.Tensor
			if t, err = tensorArg(a); err != nil {
				return nil, err
			}
			ops[i] = t
			shapes = append(shapes, t.Shape())
		}
		p := fixed
		if p == nil || !slices.EqualFunc(shapes, fixedShapes, slices.Equal) {
			if p, err = planEinsum(eq, shapes); err != nil {
				return nil, err
			}
			if !einsumShapeMatches(p.outShape, rt.Shape) {
				return nil, fmt.Errorf("einsum_config %q gives shape %v, the result type is %s", eq.Config, p.outShape, rt)
			}
		}
		ot := rt
		ot.Shape = p.outShape
		out, err := f.New(ot)
		if err != nil {
			return nil, err
		}
		if err := einsumCompute(acc, p, ops[:n], out); err != nil {
			return nil, fmt.Errorf("einsum_config %q: %w", eq.Config, err)
		}
		return []Value{out}, nil
	}, nil
}

// einsumCompute converts the operands to the accumulator type, evaluates
// the plan and stores the result.
func einsumCompute(acc accKind, p *einsumPlan, ops []*tensor.Tensor, out *tensor.Tensor) error {
	negZero := math.Copysign(0, -1)
	switch acc {
	case accI64:
		return einsumReal[int64](p, ops, out, 0)
	case accU64:
		return einsumReal[uint64](p, ops, out, 0)
	case accF32:
		return einsumReal(p, ops, out, float32(negZero))
	case accF64:
		return einsumReal(p, ops, out, negZero)
	case accC64:
		z := float32(negZero)
		return einsumComplex(p, ops, out, complex(z, z))
	case accC128:
		return einsumComplex(p, ops, out, complex(negZero, negZero))
	}
	return fmt.Errorf("unsupported accumulator")
}

// einsumReal evaluates an einsum with a real accumulator. init is the
// starting value of each sum: negative zero for floats, the identity of
// addition that keeps the sign of a single negative-zero term.
func einsumReal[A elem.Acc](p *einsumPlan, ops []*tensor.Tensor, out *tensor.Tensor, init A) error {
	var packed [2][]A
	for i, t := range ops {
		// Storage of the accumulator type is read in place (the loops
		// only read their operands); other types are converted.
		if v := tensor.Data[A](t); v != nil {
			packed[i] = v
			continue
		}
		v, err := elem.PackReal[A](t, t.Shape(), tensor.Strides(t.Shape()))
		if err != nil {
			return err
		}
		packed[i] = v
	}
	if p.gemm != nil && p.outN > 0 && p.terms > 0 && matmul.Active() != matmul.Generic {
		switch x := any(packed[0]).(type) {
		case []float32:
			c := einsumGemmRun(p.gemm, x, any(packed[1]).([]float32), any(init).(float32), p.outN)
			return elem.StoreReal(c, out)
		case []float64:
			c := einsumGemmRun(p.gemm, x, any(packed[1]).([]float64), any(init).(float64), p.outN)
			return elem.StoreReal(c, out)
		}
	}
	c := make([]A, p.outN)
	einsumRun(p, packed[0], packed[1], c, init)
	return elem.StoreReal(c, out)
}

// einsumComplex evaluates an einsum with a complex accumulator.
func einsumComplex[A complex64 | complex128](p *einsumPlan, ops []*tensor.Tensor, out *tensor.Tensor, init A) error {
	var packed [2][]A
	for i, t := range ops {
		v, err := elem.PackComplex[A](t, t.Shape(), tensor.Strides(t.Shape()))
		if err != nil {
			return err
		}
		packed[i] = v
	}
	c := make([]A, p.outN)
	einsumRun(p, packed[0], packed[1], c, init)
	return elem.StoreComplex(c, out)
}

// einsumRun fills c (zero on entry) from x and, for binary einsums, y
// (nil for unary ones), splitting large outputs across goroutines by rows.
func einsumRun[T matmul.Elem](p *einsumPlan, x, y, c []T, init T) {
	if p.outN == 0 || p.terms == 0 {
		// An empty sum is zero, which c already holds.
		return
	}
	rows := p.outN / p.rowLen
	workers := runtime.GOMAXPROCS(0)
	work := float64(p.outN) * float64(p.terms)
	if work < einsumParallelAt || workers < 2 || rows < 2 {
		einsumRows(p, x, y, c, init, 0, rows)
		return
	}
	chunk := max(1, rows/(workers*4))
	jobs := (rows + chunk - 1) / chunk
	workers = min(workers, jobs)
	var next atomic.Int64
	// A panic on a worker is raised again in the caller's goroutine.
	var wg safego.Group
	for range workers {
		wg.Go(func() {
			for {
				j := int(next.Add(1) - 1)
				if j >= jobs {
					return
				}
				einsumRows(p, x, y, c, init, j*chunk, min(rows, (j+1)*chunk))
			}
		})
	}
	wg.Wait()
}

// einsumRows computes output rows [r0, r1).
func einsumRows[T matmul.Elem](p *einsumPlan, x, y, c []T, init T, r0, r1 int) {
	n := len(p.outerSizes)
	idx := make([]int, n)
	cidx := make([]int, len(p.conSizes))
	sx, sy := p.outerStrides[0], p.outerStrides[1]
	bx, by := 0, 0
	rem := r0
	for d := n - 1; d >= 0; d-- {
		idx[d] = rem % p.outerSizes[d]
		rem /= p.outerSizes[d]
		bx += idx[d] * sx[d]
		by += idx[d] * sy[d]
	}
	L := p.rowLen
	for r := r0; r < r1; r++ {
		row := c[r*L : r*L+L]
		switch {
		case y == nil && p.axpy:
			einsumAxpy1(p, x, row, bx, cidx, init)
		case y == nil:
			row[0] = einsumDot1(p, x, bx, cidx, init)
		case p.axpy:
			einsumAxpy2(p, x, y, row, bx, by, cidx, init)
		default:
			row[0] = einsumDot2(p, x, y, bx, by, cidx, init)
		}
		for d := n - 1; d >= 0; d-- {
			idx[d]++
			bx += sx[d]
			by += sy[d]
			if idx[d] < p.outerSizes[d] {
				break
			}
			bx -= sx[d] * p.outerSizes[d]
			by -= sy[d] * p.outerSizes[d]
			idx[d] = 0
		}
	}
}

// einsumNext advances the contraction odometer idx, with offsets ox and
// oy, returning false after the last position (idx is then all zero).
func einsumNext(p *einsumPlan, idx []int, ox, oy int) (int, int, bool) {
	sx, sy := p.conStrides[0], p.conStrides[1]
	for d := len(idx) - 1; d >= 0; d-- {
		idx[d]++
		ox += sx[d]
		oy += sy[d]
		if idx[d] < p.conSizes[d] {
			return ox, oy, true
		}
		ox -= sx[d] * p.conSizes[d]
		oy -= sy[d] * p.conSizes[d]
		idx[d] = 0
	}
	return ox, oy, false
}

// einsumDot2 sums the products of one output element of a binary einsum.
// cidx is all zero on entry and on return.
func einsumDot2[T matmul.Elem](p *einsumPlan, x, y []T, bx, by int, cidx []int, init T) T {
	s := init
	K, kx, ky := p.innerLen, p.innerStrides[0], p.innerStrides[1]
	cx, cy, more := 0, 0, true
	for more {
		px, py := bx+cx, by+cy
		for k := 0; k < K; k++ {
			s += T(x[px] * y[py])
			px += kx
			py += ky
		}
		cx, cy, more = einsumNext(p, cidx, cx, cy)
	}
	return s
}

// einsumAxpy2 accumulates one output row of a binary einsum.
func einsumAxpy2[T matmul.Elem](p *einsumPlan, x, y, row []T, bx, by int, cidx []int, init T) {
	for j := range row {
		row[j] = init
	}
	L, rx, ry := len(row), p.rowStrides[0], p.rowStrides[1]
	cx, cy, more := 0, 0, true
	for more {
		px, py := bx+cx, by+cy
		switch {
		case rx == 0 && ry == 1:
			a, ys := x[px], y[py:py+L]
			for j := range row {
				row[j] += T(a * ys[j])
			}
		case ry == 0 && rx == 1:
			b, xs := y[py], x[px:px+L]
			for j := range row {
				row[j] += T(xs[j] * b)
			}
		case rx == 1 && ry == 1:
			xs, ys := x[px:px+L], y[py:py+L]
			for j := range row {
				row[j] += T(xs[j] * ys[j])
			}
		default:
			for j := range row {
				row[j] += T(x[px] * y[py])
				px += rx
				py += ry
			}
		}
		cx, cy, more = einsumNext(p, cidx, cx, cy)
	}
}

// einsumDot1 sums the terms of one output element of a unary einsum.
func einsumDot1[T matmul.Elem](p *einsumPlan, x []T, bx int, cidx []int, init T) T {
	s := init
	K, kx := p.innerLen, p.innerStrides[0]
	cx, more := 0, true
	for more {
		px := bx + cx
		for k := 0; k < K; k++ {
			s += x[px]
			px += kx
		}
		cx, _, more = einsumNext(p, cidx, cx, 0)
	}
	return s
}

// einsumAxpy1 accumulates one output row of a unary einsum.
func einsumAxpy1[T matmul.Elem](p *einsumPlan, x, row []T, bx int, cidx []int, init T) {
	for j := range row {
		row[j] = init
	}
	L, rx := len(row), p.rowStrides[0]
	cx, more := 0, true
	for more {
		px := bx + cx
		if rx == 1 {
			xs := x[px : px+L]
			for j := range row {
				row[j] += xs[j]
			}
		} else {
			for j := range row {
				row[j] += x[px]
				px += rx
			}
		}
		cx, _, more = einsumNext(p, cidx, cx, 0)
	}
}
