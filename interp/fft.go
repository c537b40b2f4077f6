package interp

import (
	"fmt"
	"math"
	"math/bits"
	"math/cmplx"

	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// stablehlo.fft: FFT, IFFT, RFFT and IRFFT over the last len(fft_length)
// dimensions, computed in complex128 and rounded once to the result kind.
// Lengths that are powers of two use an iterative radix-4 transform (with
// one radix-2 stage when the number of stages is odd); other lengths use
// Bluestein's algorithm (a chirp-z convolution through a power-of-two
// transform). Plans (bit-reversal permutation, per-pass twiddle factors,
// chirps) are built once per operation when it is compiled, and the lines
// of a tensor are transformed in parallel. A one-dimensional FFT or IFFT
// works row by row: each row is widened (and, for powers of two, permuted)
// into a buffer of its goroutine, transformed and rounded into the result,
// so no widened copy of the whole tensor is made.

// fftPlan transforms sequences of one length n.
type fftPlan struct {
	n int
	// For powers of two, rev is the bit-reversal permutation and passes
	// holds the twiddles of the radix-4 passes after the first one: for
	// the pass that combines four blocks of m values, the factors w^k for
	// k < m with w = exp(-2πi/4m), then w^2k, then w^3k.
	rev    []int32
	passes [][]complex128
	// oddStages is set when log2 n is odd: the first pass is then one
	// radix-2 stage instead of a radix-4 one.
	oddStages bool
	// Bluestein data for other lengths: the chirp exp(-iπk²/n), the
	// power-of-two plan of the convolution and the transform of the
	// conjugated, wrapped chirp.
	chirp    []complex128
	sub      *fftPlan
	chirpFFT []complex128
}

func isPow2(n int) bool { return n > 0 && n&(n-1) == 0 }

// newFFTPlan prepares transforms of length n.
func newFFTPlan(n int) *fftPlan {
	p := &fftPlan{n: n}
	if n <= 1 {
		return p
	}
	if isPow2(n) {
		shift := 64 - bits.Len(uint(n-1))
		p.rev = make([]int32, n)
		for i := range p.rev {
			p.rev[i] = int32(bits.Reverse64(uint64(i)) >> uint(shift))
		}
		m := 4
		if bits.TrailingZeros(uint(n))%2 == 1 {
			p.oddStages = true
			m = 2
		}
		for ; 4*m <= n; m *= 4 {
			// Angles are taken on the finest grid (multiples of 2π/n),
			// so the factors do not depend on the pass they serve.
			step := n / (4 * m)
			tw := make([]complex128, 3*m)
			for k := 0; k < m; k++ {
				for j := 1; j <= 3; j++ {
					sin, cos := math.Sincos(-2 * math.Pi * float64(j*k*step) / float64(n))
					tw[(j-1)*m+k] = complex(cos, sin)
				}
			}
			p.passes = append(p.passes, tw)
		}
		return p
	}
	m := 1 << bits.Len(uint(2*n-2))
	p.sub = newFFTPlan(m)
	p.chirp = make([]complex128, n)
	for k := range p.chirp {
		// k² mod 2n keeps the angle small and exact.
		e := (uint64(k) * uint64(k)) % uint64(2*n)
		s, c := math.Sincos(-math.Pi * float64(e) / float64(n))
		p.chirp[k] = complex(c, s)
	}
	p.chirpFFT = make([]complex128, m)
	p.chirpFFT[0] = cmplx.Conj(p.chirp[0])
	for k := 1; k < n; k++ {
		v := cmplx.Conj(p.chirp[k])
		p.chirpFFT[k] = v
		p.chirpFFT[m-k] = v
	}
	p.sub.forward(p.chirpFFT, nil)
	return p
}

// scratchLen is the scratch buffer length forward needs.
func (p *fftPlan) scratchLen() int {
	if p.sub != nil {
		return p.sub.n
	}
	return 0
}

// forward replaces x (length n) by its discrete Fourier transform
// X[k] = Σ x[j]·exp(-2πijk/n). scratch must hold scratchLen values.
func (p *fftPlan) forward(x, scratch []complex128) {
	n := p.n
	if n <= 1 {
		return
	}
	if p.rev != nil {
		p.pow2(x)
		return
	}
	m := p.sub.n
	a := scratch[:m]
	for k := 0; k < n; k++ {
		a[k] = x[k] * p.chirp[k]
	}
	for k := n; k < m; k++ {
		a[k] = 0
	}
	p.sub.forward(a, nil)
	for k := range a {
		a[k] *= p.chirpFFT[k]
	}
	p.sub.inverseUnscaled(a)
	inv := complex(1/float64(m), 0)
	for k := 0; k < n; k++ {
		x[k] = a[k] * inv * p.chirp[k]
	}
}

// inverseUnscaled computes n·IDFT(x) in place for a power-of-two plan.
func (p *fftPlan) inverseUnscaled(x []complex128) {
	for i, v := range x {
		x[i] = cmplx.Conj(v)
	}
	p.pow2(x)
	for i, v := range x {
		x[i] = cmplx.Conj(v)
	}
}

// inverse replaces x by its inverse transform (1/n)·Σ X[k]·exp(2πijk/n).
func (p *fftPlan) inverse(x, scratch []complex128) {
	for i, v := range x {
		x[i] = cmplx.Conj(v)
	}
	p.forward(x, scratch)
	s := 1 / float64(p.n)
	for i, v := range x {
		x[i] = complex(real(v)*s, -imag(v)*s)
	}
}

// pow2 is the iterative decimation-in-time FFT of a power-of-two length:
// a bit-reversal permutation, then the butterfly passes.
func (p *fftPlan) pow2(x []complex128) {
	for i, j := range p.rev {
		if int(j) > i {
			x[i], x[j] = x[j], x[i]
		}
	}
	p.butterflies(x)
}

// butterflies transforms x, given in bit-reversed order, in place with
// radix-4 passes; when log2 n is odd the first pass is a radix-2 one.
//
// A pass combines four consecutive blocks q0..q3 of m values, the
// transforms of the inputs at 4j, 4j+2, 4j+1 and 4j+3 of the block's
// sequence, into the transform of length 4m: with w = exp(-2πi/4m),
// a = q0[k], b = w^2k·q1[k], c = w^k·q2[k], d = w^3k·q3[k], the outputs at
// k, k+m, k+2m and k+3m are a+b+(c+d), a-b-i(c-d), a+b-(c+d) and
// a-b+i(c-d).
func (p *fftPlan) butterflies(x []complex128) {
	n := len(x)
	if n < 2 {
		return
	}
	x = x[:n:n]
	if p.oddStages {
		for i := 0; i+1 < n; i += 2 {
			u, v := x[i], x[i+1]
			x[i], x[i+1] = u+v, u-v
		}
	} else {
		// The first radix-4 pass has all twiddles 1.
		for i := 0; i+3 < n; i += 4 {
			q := x[i : i+4 : i+4]
			q[0], q[1], q[2], q[3] = radix4(q[0], q[1], q[2], q[3])
		}
	}
	p.laterPasses(x)
}

// radix4 is the butterfly of the first radix-4 pass (all twiddles 1).
func radix4(a, b, c, d complex128) (complex128, complex128, complex128, complex128) {
	s0, s1 := a+b, a-b
	t0, t1 := c+d, c-d
	t1 = complex(imag(t1), -real(t1)) // ·(-i)
	return s0 + t0, s1 + t1, s0 - t0, s1 - t1
}

// laterPasses runs the passes of butterflies after the first one.
func (p *fftPlan) laterPasses(x []complex128) {
	n := len(x)
	x = x[:n:n]
	m := 4 // size of the blocks already transformed
	if p.oddStages {
		m = 2
	}
	for _, tw := range p.passes {
		w1, w2, w3 := tw[:m:m], tw[m:2*m:2*m], tw[2*m:3*m:3*m]
		for start := 0; start < n; start += 4 * m {
			blk := x[start : start+4*m : start+4*m]
			q0, q1, q2, q3 := blk[:m:m], blk[m:2*m:2*m], blk[2*m:3*m:3*m], blk[3*m:4*m:4*m]
			for k := range q0 {
				a, b, c, d := q0[k], q1[k]*w2[k], q2[k]*w1[k], q3[k]*w3[k]
				s0, s1 := a+b, a-b
				t0, t1 := c+d, c-d
				t1 = complex(imag(t1), -real(t1)) // ·(-i)
				q0[k], q1[k], q2[k], q3[k] = s0+t0, s1+t1, s0-t0, s1-t1
			}
		}
		m *= 4
	}
}

// widen converts v to complex128, conjugated when conj is set.
func widen[T complex64 | complex128](v T, conj bool) complex128 {
	w := complex128(v)
	if conj {
		return complex(real(w), -imag(w))
	}
	return w
}

// loadRow sets x to the widened row in (conjugated when conj is set) in
// bit-reversed order after the first pass of butterflies, which it does on
// the way, so that pow2 transforms need only laterPasses afterwards. n must
// be a power of two of at least 2.
func loadRow[T complex64 | complex128](p *fftPlan, in []T, x []complex128, conj bool) {
	rev := p.rev
	n := len(rev)
	x, in = x[:n:n], in[:n:n]
	if p.oddStages {
		for i := 0; i+1 < n; i += 2 {
			u, v := widen(in[rev[i]], conj), widen(in[rev[i+1]], conj)
			x[i], x[i+1] = u+v, u-v
		}
		return
	}
	for i := 0; i+3 < n; i += 4 {
		r := rev[i : i+4 : i+4]
		q := x[i : i+4 : i+4]
		q[0], q[1], q[2], q[3] = radix4(widen(in[r[0]], conj), widen(in[r[1]], conj), widen(in[r[2]], conj), widen(in[r[3]], conj))
	}
}

// fftRows transforms the rows of length n of src into dst (both of the
// same complex element type), spreading the rows over goroutines. It
// computes what fftAxis computes on the widened values along the last
// axis, converting each row on the way in and out instead of the whole
// tensor; for powers of two the bit-reversal permutation is part of the
// loading.
func fftRows[T complex64 | complex128](src, dst []T, n int, p *fftPlan, inverse bool) {
	if n <= 1 {
		// Transforms of length 1 are the identity.
		copy(dst, src)
		return
	}
	rows := len(src) / n
	cost := n * bits.Len(uint(n))
	if p.sub != nil {
		cost *= 6
	}
	scale := 1 / float64(n)
	parallelRanges(rows, cost, 1, func(lo, hi int) {
		line := make([]complex128, n)
		scratch := make([]complex128, p.scratchLen())
		for r := lo; r < hi; r++ {
			in, out := src[r*n:r*n+n:r*n+n], dst[r*n:r*n+n:r*n+n]
			switch {
			case p.rev != nil:
				loadRow(p, in, line, inverse)
				p.laterPasses(line)
			case inverse:
				for i, v := range in {
					line[i] = widen(v, true)
				}
				p.forward(line, scratch)
			default:
				for i, v := range in {
					line[i] = complex128(v)
				}
				p.forward(line, scratch)
			}
			if inverse {
				for i, v := range line {
					out[i] = T(complex(real(v)*scale, -imag(v)*scale))
				}
			} else {
				for i, v := range line {
					out[i] = T(v)
				}
			}
		}
	})
}

// fftAxis transforms every line of data along axis ax of shape, spreading
// the lines over goroutines.
func fftAxis(data []complex128, shape []int64, ax int, p *fftPlan, inverse bool) {
	n := int(shape[ax])
	if n <= 1 {
		return
	}
	inner := 1
	for _, d := range shape[ax+1:] {
		inner *= int(d)
	}
	block := n * inner
	if block == 0 {
		return
	}
	lines := len(data) / block * inner
	// A line costs about n·log2(n) butterflies; Bluestein does three
	// transforms of about twice the length.
	cost := n * bits.Len(uint(n))
	if p.sub != nil {
		cost *= 6
	}
	parallelRanges(lines, cost, 1, func(lo, hi int) {
		scratch := make([]complex128, p.scratchLen())
		if inner == 1 {
			for li := lo; li < hi; li++ {
				line := data[li*n : li*n+n]
				if inverse {
					p.inverse(line, scratch)
				} else {
					p.forward(line, scratch)
				}
			}
			return
		}
		line := make([]complex128, n)
		for li := lo; li < hi; li++ {
			base := li/inner*block + li%inner
			for k := 0; k < n; k++ {
				line[k] = data[base+k*inner]
			}
			if inverse {
				p.inverse(line, scratch)
			} else {
				p.forward(line, scratch)
			}
			for k := 0; k < n; k++ {
				data[base+k*inner] = line[k]
			}
		}
	})
}

// fftParams is a compiled fft operation.
type fftParams struct {
	kind   stablehlo.FftType
	length []int64
	// plans[i] transforms along dimension rank-L+i.
	plans       []*fftPlan
	resultKind  tensor.Kind
	resultShape []int64
}

// run computes the transform of in.
func (p *fftParams) run(f *Frame, in *tensor.Tensor) (*tensor.Tensor, error) {
	if len(p.length) == 1 && (p.kind == stablehlo.FftTypeFFT || p.kind == stablehlo.FftTypeIFFT) && in.Kind() == p.resultKind {
		return p.runRows(f, in)
	}
	data, err := complexesOf(in)
	if err != nil {
		return nil, err
	}
	shape := in.Shape()
	r, l := len(shape), len(p.length)
	switch p.kind {
	case stablehlo.FftTypeFFT, stablehlo.FftTypeIFFT:
		for i := 0; i < l; i++ {
			fftAxis(data, shape, r-l+i, p.plans[i], p.kind == stablehlo.FftTypeIFFT)
		}
	case stablehlo.FftTypeRFFT:
		for i := l - 1; i >= 0; i-- {
			fftAxis(data, shape, r-l+i, p.plans[i], false)
		}
		data = truncateLast(data, shape, int(p.resultShape[r-1]))
	case stablehlo.FftTypeIRFFT:
		for i := 0; i < l-1; i++ {
			fftAxis(data, shape, r-l+i, p.plans[i], true)
		}
		n := int(p.length[l-1])
		data = hermitianExtend(data, int(shape[r-1]), n)
		full := append(append([]int64(nil), shape[:r-1]...), int64(n))
		fftAxis(data, full, r-1, p.plans[l-1], true)
	}
	out, err := f.New(tensor.Type{Kind: p.resultKind, Shape: p.resultShape})
	if err != nil {
		return nil, err
	}
	if out.Len() != len(data) {
		return nil, fmt.Errorf("operand shape %v does not match result shape %v", shape, p.resultShape)
	}
	if err := storeComplexes(out, data); err != nil {
		return nil, err
	}
	return out, nil
}

// runRows computes a one-dimensional FFT or IFFT whose operand and result
// have the same complex kind row by row with fftRows.
func (p *fftParams) runRows(f *Frame, in *tensor.Tensor) (*tensor.Tensor, error) {
	out, err := f.New(tensor.Type{Kind: p.resultKind, Shape: p.resultShape})
	if err != nil {
		return nil, err
	}
	if out.Len() != in.Len() {
		return nil, fmt.Errorf("operand shape %v does not match result shape %v", in.Shape(), p.resultShape)
	}
	n, inverse := int(p.length[0]), p.kind == stablehlo.FftTypeIFFT
	switch p.resultKind {
	case tensor.Complex64:
		fftRows(in.Complex64s(), out.Complex64s(), n, p.plans[0], inverse)
	case tensor.Complex128:
		fftRows(in.Complex128s(), out.Complex128s(), n, p.plans[0], inverse)
	default:
		return nil, fmt.Errorf("fft of %s elements is not supported", p.resultKind)
	}
	return out, nil
}

// truncateLast keeps the first keep elements of every row along the last
// dimension.
func truncateLast(data []complex128, shape []int64, keep int) []complex128 {
	n := int(shape[len(shape)-1])
	if n == 0 {
		return data[:0]
	}
	rows := len(data) / n
	out := make([]complex128, rows*keep)
	for r := 0; r < rows; r++ {
		copy(out[r*keep:r*keep+keep], data[r*n:r*n+keep])
	}
	return out
}

// hermitianExtend rebuilds full spectra of length n from rows holding their
// first m = n/2+1 values, using X[n-k] = conj(X[k]).
func hermitianExtend(data []complex128, m, n int) []complex128 {
	if m == 0 {
		return data[:0]
	}
	rows := len(data) / m
	out := make([]complex128, rows*n)
	for r := 0; r < rows; r++ {
		src, dst := data[r*m:r*m+m], out[r*n:r*n+n]
		for k := 0; k < n; k++ {
			switch {
			case k < m:
				dst[k] = src[k]
			default:
				dst[k] = cmplx.Conj(src[n-k])
			}
		}
	}
	return out
}

func buildFFT(c *OpContext) (Kernel, error) {
	it, err := staticTensorType(c, "operand", c.Operands[0])
	if err != nil {
		return nil, err
	}
	rt, err := c.resultTensorType(0)
	if err != nil {
		return nil, err
	}
	op, err := opView(c, stablehlo.AsFftOpIR)
	if err != nil {
		return nil, err
	}
	p := &fftParams{resultKind: rt.Kind, resultShape: rt.Shape}
	if p.kind, err = op.FftType(); err != nil {
		return nil, c.Errorf("%v", err)
	}
	if p.length, err = op.FftLength(); err != nil {
		return nil, c.Errorf("%v", err)
	}
	l := len(p.length)
	if l < 1 || l > 3 || l > it.Rank() {
		return nil, c.Errorf("fft_length %v is invalid for operand %s", p.length, it)
	}
	if !rt.IsStatic() {
		return nil, c.Errorf("result type %s is not static", rt)
	}
	inC, outC := it.Kind.IsComplex(), rt.Kind.IsComplex()
	switch p.kind {
	case stablehlo.FftTypeFFT, stablehlo.FftTypeIFFT:
		if !inC || !outC {
			return nil, c.Errorf("%s needs complex operand and result, got %s and %s", p.kind, it, rt)
		}
	case stablehlo.FftTypeRFFT:
		if !it.Kind.IsFloat() || !outC {
			return nil, c.Errorf("RFFT needs a float operand and a complex result, got %s and %s", it, rt)
		}
	case stablehlo.FftTypeIRFFT:
		if !inC || !rt.Kind.IsFloat() {
			return nil, c.Errorf("IRFFT needs a complex operand and a float result, got %s and %s", it, rt)
		}
	default:
		return nil, c.Errorf("unsupported fft_type %q", p.kind.String())
	}
	for _, n := range p.length {
		if n < 0 {
			return nil, c.Errorf("negative fft_length %v", p.length)
		}
		p.plans = append(p.plans, newFFTPlan(int(n)))
	}
	return func(f *Frame, args []Value) ([]Value, error) {
		in, err := tensorArg(args[0])
		if err != nil {
			return nil, err
		}
		sh := in.Shape()
		for i, n := range p.length {
			d := sh[len(sh)-l+i]
			if p.kind == stablehlo.FftTypeIRFFT && i == l-1 {
				if n > 0 {
					n = n/2 + 1
				}
			}
			if d != n {
				return nil, fmt.Errorf("dimension %d of operand shape %v differs from fft_length %v", len(sh)-l+i, sh, p.length)
			}
		}
		out, err := p.run(f, in)
		if err != nil {
			return nil, err
		}
		return []Value{out}, nil
	}, nil
}

func init() {
	register("stablehlo.fft", buildFFT)
}
