package interp

import (
	"fmt"
	"math"
	"math/cmplx"

	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// stablehlo.cholesky and stablehlo.triangular_solve over batches of
// matrices in the two minor dimensions. Both compute in complex128 (real
// kinds have zero imaginary parts) and round the results once to the result
// kind. The triangle a result leaves undefined is set to zero. Quantized
// operands go through dequantize_op_quantize.

// choleskyLower factors the n×n Hermitian matrix m (only its lower triangle
// is read) in place into L with m = L·Lᴴ; the strict upper triangle is
// zeroed. A matrix that is not positive definite yields NaNs.
func choleskyLower(m []complex128, n int) {
	for j := 0; j < n; j++ {
		row := m[j*n : j*n+n]
		s := real(row[j])
		for k := 0; k < j; k++ {
			v := row[k]
			s -= real(v)*real(v) + imag(v)*imag(v)
		}
		d := math.Sqrt(s)
		row[j] = complex(d, 0)
		for i := j + 1; i < n; i++ {
			ri := m[i*n : i*n+n]
			acc := ri[j]
			for k := 0; k < j; k++ {
				acc -= ri[k] * cmplx.Conj(row[k])
			}
			ri[j] = acc / complex(d, 0)
		}
		for k := j + 1; k < n; k++ {
			row[k] = 0
		}
	}
}

// cholesky factors every matrix of a batch (flat row-major, n×n each).
func cholesky(data []complex128, n int, lower bool) {
	if n == 0 {
		return
	}
	work := make([]complex128, n*n)
	for base := 0; base+n*n <= len(data); base += n * n {
		m := data[base : base+n*n]
		for i := 0; i < n; i++ {
			for j := 0; j <= i; j++ {
				if lower {
					work[i*n+j] = m[i*n+j]
				} else {
					work[i*n+j] = cmplx.Conj(m[j*n+i])
				}
			}
		}
		choleskyLower(work, n)
		if lower {
			copy(m, work)
			continue
		}
		for i := 0; i < n; i++ {
			for j := 0; j < n; j++ {
				m[i*n+j] = cmplx.Conj(work[j*n+i])
			}
		}
	}
}

func buildCholesky(c *OpContext) (Kernel, error) {
	at, err := staticTensorType(c, "operand", c.Operands[0])
	if err != nil {
		return nil, err
	}
	rt, err := c.resultTensorType(0)
	if err != nil {
		return nil, err
	}
	if at.Rank() < 2 {
		return nil, c.Errorf("operand must have rank >= 2, got %s", at)
	}
	if !rt.Kind.IsFloat() && !rt.Kind.IsComplex() {
		return nil, c.Errorf("element type %s is not supported", rt.Kind)
	}
	lower := false
	if a := c.Attr("lower"); !a.IsNull() {
		lower = a.Bool()
	}
	return func(f *Frame, args []Value) ([]Value, error) {
		a, err := tensorArg(args[0])
		if err != nil {
			return nil, err
		}
		sh := a.Shape()
		n := int(sh[len(sh)-1])
		if int(sh[len(sh)-2]) != n {
			return nil, fmt.Errorf("matrices of shape %v are not square", sh)
		}
		data, err := complexesOf(a)
		if err != nil {
			return nil, err
		}
		cholesky(data, n, lower)
		out, err := f.New(tensor.Type{Kind: rt.Kind, Shape: sh})
		if err != nil {
			return nil, err
		}
		if err := storeComplexes(out, data); err != nil {
			return nil, err
		}
		return []Value{out}, nil
	}, nil
}

// triSolveParams are triangular_solve's attributes.
type triSolveParams struct {
	leftSide, lower, unitDiagonal bool
	// transpose is NO_TRANSPOSE, TRANSPOSE or ADJOINT.
	transpose stablehlo.Transpose
}

// substitute solves m·x = b in place of b for a k×k triangular m (lower
// selects forward substitution) and a k×n right-hand side.
func substitute(m []complex128, k int, lower bool, b []complex128, n int) {
	for step := 0; step < k; step++ {
		// Row i depends on the already solved rows lo..hi-1.
		i, lo, hi := step, 0, step
		if !lower {
			i, lo, hi = k-1-step, k-step, k
		}
		bi := b[i*n : i*n+n]
		for j := lo; j < hi; j++ {
			mij := m[i*k+j]
			if mij == 0 {
				continue
			}
			bj := b[j*n : j*n+n]
			for c := range bi {
				bi[c] -= mij * bj[c]
			}
		}
		d := m[i*k+i]
		for c := range bi {
			bi[c] /= d
		}
	}
}

// triangularSolve solves one system: a is k×k, b is rows×cols and is
// replaced by the solution.
func triangularSolve(p *triSolveParams, a []complex128, k int, b []complex128, rows, cols int, m, bt []complex128) {
	// m = op(tri(a)), and whether it is lower triangular.
	for i := 0; i < k; i++ {
		for j := 0; j < k; j++ {
			var v complex128
			switch {
			case i == j && p.unitDiagonal:
				v = 1
			case p.lower && j <= i, !p.lower && j >= i:
				v = a[i*k+j]
			}
			switch p.transpose {
			case stablehlo.TransposeTRANSPOSE:
				m[j*k+i] = v
			case stablehlo.TransposeADJOINT:
				m[j*k+i] = cmplx.Conj(v)
			default:
				m[i*k+j] = v
			}
		}
	}
	mLower := p.lower == (p.transpose == stablehlo.TransposeNO_TRANSPOSE)
	if p.leftSide {
		substitute(m, k, mLower, b, cols)
		return
	}
	// x·m = b  ⇔  mᵀ·xᵀ = bᵀ.
	for i := 0; i < k; i++ {
		for j := 0; j < i; j++ {
			m[i*k+j], m[j*k+i] = m[j*k+i], m[i*k+j]
		}
	}
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			bt[c*rows+r] = b[r*cols+c]
		}
	}
	substitute(m, k, !mLower, bt, rows)
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			b[r*cols+c] = bt[c*rows+r]
		}
	}
}

func buildTriangularSolve(c *OpContext) (Kernel, error) {
	at, err := staticTensorType(c, "operand a", c.Operands[0])
	if err != nil {
		return nil, err
	}
	bt, err := staticTensorType(c, "operand b", c.Operands[1])
	if err != nil {
		return nil, err
	}
	rt, err := c.resultTensorType(0)
	if err != nil {
		return nil, err
	}
	if at.Rank() < 2 || at.Rank() != bt.Rank() {
		return nil, c.Errorf("operands must have equal ranks >= 2, got %s and %s", at, bt)
	}
	if !rt.Kind.IsFloat() && !rt.Kind.IsComplex() {
		return nil, c.Errorf("element type %s is not supported", rt.Kind)
	}
	op, err := opView(c, stablehlo.AsTriangularSolveOpIR)
	if err != nil {
		return nil, err
	}
	p := &triSolveParams{}
	if p.leftSide, err = op.LeftSide(); err != nil {
		return nil, c.Errorf("%v", err)
	}
	if p.lower, err = op.Lower(); err != nil {
		return nil, c.Errorf("%v", err)
	}
	if p.unitDiagonal, err = op.UnitDiagonal(); err != nil {
		return nil, c.Errorf("%v", err)
	}
	if p.transpose, err = op.TransposeA(); err != nil {
		return nil, c.Errorf("%v", err)
	}
	switch p.transpose {
	case stablehlo.TransposeNO_TRANSPOSE, stablehlo.TransposeTRANSPOSE, stablehlo.TransposeADJOINT:
	default:
		return nil, c.Errorf("unsupported transpose_a %q", p.transpose.String())
	}
	return func(f *Frame, args []Value) ([]Value, error) {
		a, b, err := tensorPair(args)
		if err != nil {
			return nil, err
		}
		as, bs := a.Shape(), b.Shape()
		r := len(as)
		k := int(as[r-1])
		rows, cols := int(bs[r-2]), int(bs[r-1])
		want := rows
		if !p.leftSide {
			want = cols
		}
		if int(as[r-2]) != k || want != k {
			return nil, fmt.Errorf("shapes %v and %v do not form triangular systems", as, bs)
		}
		ad, err := complexesOf(a)
		if err != nil {
			return nil, err
		}
		bd, err := complexesOf(b)
		if err != nil {
			return nil, err
		}
		m := make([]complex128, k*k)
		scratch := make([]complex128, rows*cols)
		for ao, bo := 0, 0; ao+k*k <= len(ad) && bo+rows*cols <= len(bd) && rows*cols > 0; ao, bo = ao+k*k, bo+rows*cols {
			triangularSolve(p, ad[ao:ao+k*k], k, bd[bo:bo+rows*cols], rows, cols, m, scratch)
		}
		out, err := f.New(tensor.Type{Kind: rt.Kind, Shape: bs})
		if err != nil {
			return nil, err
		}
		if err := storeComplexes(out, bd); err != nil {
			return nil, err
		}
		return []Value{out}, nil
	}, nil
}

func init() {
	register("stablehlo.cholesky", quantized(buildCholesky))
	register("stablehlo.triangular_solve", quantized(buildTriangularSolve))
}
