package interp

import (
	"context"
	"fmt"
	"runtime"
	"slices"
	"sync/atomic"

	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"
	"github.com/stablehlo-go/stablehlo/interp/internal/elem"
	"github.com/stablehlo-go/stablehlo/interp/internal/matmul"
	"github.com/stablehlo-go/stablehlo/interp/internal/safego"
	"github.com/stablehlo-go/stablehlo/interp/internal/strided"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
	"github.com/stablehlo-go/stablehlo/ir"
)

// stablehlo.convolution and stablehlo.dynamic_conv. The input is converted
// once into the accumulator type (see dot_general.go) in a canonical
// [batch, spatial..., feature] layout and the kernel into one
// [window elements x input features, output features] matrix per group
// (window reversal is applied by flipping the kernel). Blocks of output
// positions are then expanded into patch rows (zero where the window falls
// into padding or between dilated input elements) and multiplied by the
// group's matrix with the dot kernel. Feature groups select a slice of the
// input features, batch groups a slice of the input batch; both select a
// slice of the output features. Float32 and float64 accumulations on a
// machine with the vector micro-kernels skip the patch rows and read the
// padded input in place instead (see convolution_rows.go).

func init() {
	register("stablehlo.convolution", quantizedProduct(func(c *OpContext) (Kernel, error) { return buildConv(c, false) }, convRhsDim))
	register("stablehlo.dynamic_conv", quantizedProduct(func(c *OpContext) (Kernel, error) { return buildConv(c, true) }, convRhsDim))
}

// convRhsDim returns the result dimension of kernel dimension d of a
// convolution: only the kernel output feature dimension carries over, to
// the output feature dimension.
func convRhsDim(c *OpContext, d int) (int, error) {
	dims, err := decodeConvDims(c.Attr("dimension_numbers"))
	if err != nil {
		return 0, fmt.Errorf("dimension_numbers: %w", err)
	}
	if d != dims.kOut {
		return 0, fmt.Errorf("only the kernel output feature dimension (%d) may be quantized per axis", dims.kOut)
	}
	return dims.outFeature, nil
}

// convDims are decoded convolution dimension numbers.
type convDims struct {
	inBatch, inFeature   int
	inSpatial            []int
	kIn, kOut            int
	kSpatial             []int
	outBatch, outFeature int
	outSpatial           []int
}

// decodeConvDims reads a #stablehlo.conv attribute.
func decodeConvDims(a *ir.Attr) (*convDims, error) {
	d, err := stablehlo.DecodeConvDimensionNumbersIR(a)
	if err != nil {
		return nil, err
	}
	if len(d.KernelSpatialDimensions) != len(d.InputSpatialDimensions) || len(d.OutputSpatialDimensions) != len(d.InputSpatialDimensions) {
		return nil, fmt.Errorf("spatial dimension counts differ in %s", a)
	}
	return &convDims{
		inBatch: int(d.InputBatchDimension), inFeature: int(d.InputFeatureDimension), inSpatial: toInts(d.InputSpatialDimensions),
		kIn: int(d.KernelInputFeatureDimension), kOut: int(d.KernelOutputFeatureDimension), kSpatial: toInts(d.KernelSpatialDimensions),
		outBatch: int(d.OutputBatchDimension), outFeature: int(d.OutputFeatureDimension), outSpatial: toInts(d.OutputSpatialDimensions),
	}, nil
}

// convSpec is the compiled form of a convolution.
type convSpec struct {
	dims                    *convDims
	strides, lhsDil, rhsDil []int64
	padLo, padHi            []int64
	reversal                []bool
	fgc, bgc                int
	acc                     accKind
	result                  tensor.Type
	dynamicPad              bool
	// patchOnly keeps float convolutions on the patch-matrix path, which
	// the tests compare with the rows path.
	patchOnly bool
}

func buildConv(c *OpContext, dynamic bool) (Kernel, error) {
	want := 2
	if dynamic {
		want = 3
	}
	if len(c.Operands) != want {
		return nil, c.Errorf("expected %d operands", want)
	}
	lt, kt, rt, unsupported, err := productTypes(c)
	if unsupported != nil || err != nil {
		return unsupported, err
	}
	a := c.Attr("dimension_numbers")
	if a.IsNull() {
		return nil, c.Errorf("missing dimension_numbers")
	}
	s := &convSpec{result: rt, dynamicPad: dynamic}
	if s.dims, err = decodeConvDims(a); err != nil {
		return nil, c.Errorf("dimension_numbers: %v", err)
	}
	ns := len(s.dims.inSpatial)
	if len(lt.Shape) != ns+2 || len(kt.Shape) != ns+2 || len(rt.Shape) != ns+2 {
		return nil, c.Errorf("operand and result ranks must be %d", ns+2)
	}
	if s.strides, err = optI64s(c, "window_strides", ns, 1); err != nil {
		return nil, err
	}
	if s.lhsDil, err = optI64s(c, "lhs_dilation", ns, 1); err != nil {
		return nil, err
	}
	if s.rhsDil, err = optI64s(c, "rhs_dilation", ns, 1); err != nil {
		return nil, err
	}
	if s.reversal, err = optBools(c, "window_reversal", ns); err != nil {
		return nil, err
	}
	if !dynamic {
		if s.padLo, s.padHi, err = paddingPairs(c, "padding", ns); err != nil {
			return nil, err
		}
	}
	s.fgc, s.bgc = 1, 1
	if g := c.Attr("feature_group_count"); !g.IsNull() {
		s.fgc = int(g.Int())
	}
	if g := c.Attr("batch_group_count"); !g.IsNull() {
		s.bgc = int(g.Int())
	}
	// The verifier guarantees positive group counts (C21-C23), and
	// positive strides and dilations (C3, C6, C8) except for a
	// dynamic_conv whose padding is not a constant, whose window it
	// leaves unchecked as upstream does.
	for _, v := range [][]int64{s.strides, s.lhsDil, s.rhsDil} {
		for _, x := range v {
			if x <= 0 {
				return nil, c.Errorf("window strides and dilations must be positive, got %v, %v and %v", s.strides, s.lhsDil, s.rhsDil)
			}
		}
	}
	if s.acc, err = accFor(rt.Kind, lt.Kind, kt.Kind); err != nil {
		return c.unsupportedKernel("%s: %v", c.Name, err), nil
	}
	return s.run, nil
}

// convRun holds the sizes of one execution.
type convRun struct {
	s                  *convSpec
	plan               *windowPlan
	n, ci, nOut        int
	cout, groups, cog  int
	cig, win, kp, npos int
	lhsView, kView     strideView
	// inSp, padLo and padHi are the input's spatial sizes and the
	// padding of this execution.
	inSp, padLo, padHi []int64
	// ctx is the execution's context: workers stop taking jobs once it is
	// done.
	ctx context.Context
}

// run executes the convolution. Every path writes each element of the
// result (the rows path stores its sums, the others convert theirs into
// it), so storage taken over from a released tensor or a RunInto output
// is not cleared first.
func (s *convSpec) run(f *Frame, args []Value) ([]Value, error) {
	return s.exec(f.env.ctx, f.newUninit, args)
}

// exec runs the convolution on args, allocating the result with newTensor
// and stopping early once ctx is done.
func (s *convSpec) exec(ctx context.Context, newTensor func(tensor.Type) (*tensor.Tensor, error), args []Value) ([]Value, error) {
	lhs, rhs, err := tensorPair(args)
	if err != nil {
		return nil, err
	}
	padLo, padHi := s.padLo, s.padHi
	d := s.dims
	ns := len(d.inSpatial)
	if s.dynamicPad {
		p, err := tensorArg(args[2])
		if err != nil {
			return nil, err
		}
		if p.Len() != 2*ns || !p.Kind().IsInteger() {
			return nil, fmt.Errorf("padding has type %s, want %dx2 integers", p.Type(), ns)
		}
		padLo, padHi = make([]int64, ns), make([]int64, ns)
		for i := 0; i < ns; i++ {
			padLo[i], padHi[i] = p.Int(2*i), p.Int(2*i+1)
		}
	}
	r, ot, err := s.newRun(ctx, lhs.Shape(), rhs.Shape(), padLo, padHi)
	if err != nil {
		return nil, err
	}
	out, err := newTensor(ot)
	if err != nil {
		return nil, err
	}
	if err := r.compute(lhs, rhs, out); err != nil {
		return nil, err
	}
	return []Value{out}, nil
}

// newRun lays out one execution of the convolution on operands of shapes
// ls and ks with the given padding, and returns it with the result type.
func (s *convSpec) newRun(ctx context.Context, ls, ks, padLo, padHi []int64) (*convRun, tensor.Type, error) {
	d := s.dims
	ns := len(d.inSpatial)
	r := &convRun{s: s, ctx: ctx}
	r.n, r.ci = int(ls[d.inBatch]), int(ls[d.inFeature])
	r.cout = int(ks[d.kOut])
	r.cig = int(ks[d.kIn])
	r.groups = s.fgc * s.bgc
	if r.ci != r.cig*s.fgc {
		return nil, tensor.Type{}, fmt.Errorf("input features %d are not kernel input features %d times feature_group_count %d", r.ci, r.cig, s.fgc)
	}
	if r.n%s.bgc != 0 || r.cout%r.groups != 0 {
		return nil, tensor.Type{}, fmt.Errorf("batch %d or output features %d not divisible into %d groups", r.n, r.cout, r.groups)
	}
	r.nOut, r.cog = r.n/s.bgc, r.cout/r.groups
	inSp, kSp := make([]int64, ns), make([]int64, ns)
	for i := 0; i < ns; i++ {
		inSp[i], kSp[i] = ls[d.inSpatial[i]], ks[d.kSpatial[i]]
	}
	r.inSp, r.padLo, r.padHi = inSp, padLo, padHi
	g := &windowGeometry{win: kSp, strides: s.strides, baseDil: s.lhsDil, winDil: s.rhsDil, padLo: padLo, padHi: padHi}
	r.plan = g.plan(inSp)
	r.win = r.plan.size
	r.kp = r.win * r.cig
	r.npos = shapeElems(r.plan.outShape)
	outShape := make([]int64, ns+2)
	outShape[d.outBatch], outShape[d.outFeature] = int64(r.nOut), int64(r.cout)
	for i := 0; i < ns; i++ {
		outShape[d.outSpatial[i]] = r.plan.outShape[i]
	}
	// The verifier does not check dynamic_conv's result shape (as
	// upstream), so every static result dimension is compared here.
	for i, size := range s.result.Shape {
		if size >= 0 && size != outShape[i] {
			return nil, tensor.Type{}, fmt.Errorf("result type %s does not match the computed shape %v", s.result, outShape)
		}
	}
	ot := s.result
	ot.Shape = outShape
	r.lhsView = permuteView(ls, append(append([]int{d.inBatch}, d.inSpatial...), d.inFeature))
	kPerm := append(slices.Clone(d.kSpatial), d.kIn, d.kOut)
	r.kView = permuteView(ks, kPerm)
	for i, rev := range s.reversal {
		if rev {
			// Walk the kernel's spatial axis backwards.
			r.kView.strides[i] = -r.kView.strides[i]
		}
	}
	return r, ot, nil
}

// reversedStart returns the storage offset of the first element of a view
// some of whose strides are negative.
func reversedStart(v strideView) int {
	off := 0
	for i, st := range v.strides {
		if st < 0 && v.shape[i] > 0 {
			off += int(-st * (v.shape[i] - 1))
		}
	}
	return off
}

func (r *convRun) compute(lhs, rhs, out *tensor.Tensor) error {
	switch r.s.acc {
	case accI64:
		return convReal[int64](r, lhs, rhs, out)
	case accU64:
		return convReal[uint64](r, lhs, rhs, out)
	case accF32:
		if ok, err := convRowsReal[float32](r, lhs, rhs, out); ok || err != nil {
			return err
		}
		return convReal[float32](r, lhs, rhs, out)
	case accF64:
		if ok, err := convRowsReal[float64](r, lhs, rhs, out); ok || err != nil {
			return err
		}
		return convReal[float64](r, lhs, rhs, out)
	case accC64:
		return convComplex[complex64](r, lhs, rhs, out)
	case accC128:
		return convComplex[complex128](r, lhs, rhs, out)
	}
	return fmt.Errorf("unsupported accumulator")
}

func convReal[A elem.Acc](r *convRun, lhs, rhs, out *tensor.Tensor) error {
	a, err := elem.PackReal[A](lhs, r.lhsView.shape, r.lhsView.strides)
	if err != nil {
		return err
	}
	w, err := packKernel(r, func(v strideView) ([]A, error) { return elem.PackReal[A](rhs, v.shape, v.strides) })
	if err != nil {
		return err
	}
	c := convCore(r, a, w)
	if err := r.ctx.Err(); err != nil {
		return err
	}
	return elem.StoreReal(convToResult(r, c), out)
}

func convComplex[A complex64 | complex128](r *convRun, lhs, rhs, out *tensor.Tensor) error {
	a, err := elem.PackComplex[A](lhs, r.lhsView.shape, r.lhsView.strides)
	if err != nil {
		return err
	}
	w, err := packKernel(r, func(v strideView) ([]A, error) { return elem.PackComplex[A](rhs, v.shape, v.strides) })
	if err != nil {
		return err
	}
	c := convCore(r, a, w)
	if err := r.ctx.Err(); err != nil {
		return err
	}
	return elem.StoreComplex(convToResult(r, c), out)
}

// packKernel converts the kernel into a [window elements x input features,
// output features] matrix, honouring window reversal through the negative
// strides of r.kView.
func packKernel[A matmul.Elem](r *convRun, pack func(strideView) ([]A, error)) ([]A, error) {
	v := r.kView
	if !slices.ContainsFunc(v.strides, func(s int64) bool { return s < 0 }) {
		// No reversed axis: the view reads the matrix in one strided
		// copy (the kernel itself, when its layout is the canonical one).
		return pack(v)
	}
	full, err := pack(strideView{shape: []int64{int64(shapeElems(v.shape))}, strides: []int64{1}})
	if err != nil {
		return nil, err
	}
	start := reversedStart(v)
	offs := offsetsOf(v.shape, v.strides)
	out := make([]A, len(offs))
	for i, o := range offs {
		out[i] = full[start+o]
	}
	return out, nil
}

// convJob is one block of output positions of one batch and group.
type convJob struct {
	g, b, p0, p1 int
}

// Block size (output positions per patch matrix) of the convolution.
const convBlock = 64

// convCore computes the canonical [batch, positions, output feature] result
// from the canonical input a and the kernel matrix w.
func convCore[A matmul.Elem](r *convRun, a, w []A) []A {
	c := make([]A, r.nOut*r.npos*r.cout)
	if len(c) == 0 {
		return c
	}
	// Prepare one [kp, cog] right operand per group, read in place from
	// the kernel matrix.
	wg := make([]*matmul.Right[A], r.groups)
	for g := range wg {
		wg[g] = matmul.PrepareRight(matmul.Matrix[A]{Data: w, Off: g * r.cog, RowStride: r.cout, ColStride: 1}, r.kp, r.cog)
	}
	var jobs []convJob
	for g := 0; g < r.groups; g++ {
		for b := 0; b < r.nOut; b++ {
			for p := 0; p < r.npos; p += convBlock {
				jobs = append(jobs, convJob{g: g, b: b, p0: p, p1: min(p+convBlock, r.npos)})
			}
		}
	}
	run := func(nextJob func() (convJob, bool)) {
		patch := make([]A, convBlock*r.kp)
		idx := make([]int64, len(r.plan.outShape))
		offs := make([]int, r.win)
		for {
			j, ok := nextJob()
			if !ok || r.ctx.Err() != nil {
				return
			}
			convRunJob(r, j, a, wg[j.g], c, patch, idx, offs)
		}
	}
	work := len(c) * max(r.kp, 1)
	workers := min(runtime.GOMAXPROCS(0), len(jobs))
	if work < matmul.ParallelAt || workers < 2 {
		i := 0
		run(func() (convJob, bool) {
			if i >= len(jobs) {
				return convJob{}, false
			}
			i++
			return jobs[i-1], true
		})
		return c
	}
	var counter atomic.Int64
	var group safego.Group
	for k := 0; k < workers; k++ {
		group.Go(func() {
			run(func() (convJob, bool) {
				i := int(counter.Add(1) - 1)
				if i >= len(jobs) {
					return convJob{}, false
				}
				return jobs[i], true
			})
		})
	}
	group.Wait()
	return c
}

// convRunJob builds the patch rows of one job, multiplies them by the
// group's kernel matrix and adds the products to their rows of c.
func convRunJob[A matmul.Elem](r *convRun, j convJob, a []A, w *matmul.Right[A], c, patch []A, idx []int64, offs []int) {
	lb, cf := j.b, 0
	if r.s.bgc > 1 {
		lb = j.g*r.nOut + j.b
	}
	if r.s.fgc > 1 {
		cf = j.g * r.cig
	}
	base := lb*r.batchStride() + cf
	// Unravel the first position of the block.
	p := j.p0
	for d := len(idx) - 1; d >= 0; d-- {
		n := int(r.plan.outShape[d])
		idx[d] = int64(p % n)
		p /= n
	}
	rows := j.p1 - j.p0
	for row := 0; row < rows; row++ {
		r.plan.fill(idx, offs)
		nextIndex(idx, r.plan.outShape)
		prow := patch[row*r.kp : (row+1)*r.kp]
		for e, off := range offs {
			dst := prow[e*r.cig : (e+1)*r.cig]
			if off < 0 {
				clear(dst)
				continue
			}
			s := base + off*r.ci
			copy(dst, a[s:s+r.cig])
		}
	}
	w.MulAdd(patch[:rows*r.kp], rows, c[(j.b*r.npos+j.p0)*r.cout+j.g*r.cog:], r.cout)
}

// batchStride is the number of elements of one batch of the canonical
// input.
func (r *convRun) batchStride() int { return shapeElems(r.lhsView.shape[1:]) }

// convToResult permutes the canonical [batch, spatial..., feature] output
// into the result's axis order.
func convToResult[A matmul.Elem](r *convRun, c []A) []A {
	d := r.s.dims
	ns := len(d.outSpatial)
	cs := make([]int64, ns+2)
	cs[0], cs[ns+1] = int64(r.nOut), int64(r.cout)
	copy(cs[1:], r.plan.outShape)
	cst := tensor.Strides(cs)
	v := strideView{shape: make([]int64, ns+2), strides: make([]int64, ns+2)}
	set := func(axis, canon int) { v.shape[axis], v.strides[axis] = cs[canon], cst[canon] }
	set(d.outBatch, 0)
	set(d.outFeature, ns+1)
	for i, a := range d.outSpatial {
		set(a, 1+i)
	}
	out := make([]A, len(c))
	strided.Permute(out, c, v.shape, v.strides)
	return out
}
