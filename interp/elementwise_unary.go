package interp

import (
	"fmt"
	"math"
	"math/cmplx"

	"github.com/stablehlo-go/stablehlo/interp/internal/vmath"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// Unary elementwise operations whose result has the operand's type. Each
// operation supplies one scalar function per element type family; the
// kernel picks the typed loop for the storage slice once per call. Narrow
// float kinds are computed in float64 and rounded to their kind once.

// unaryFuncs holds the scalar functions of a unary operation per element
// type family; a nil function means the family is not supported.
type unaryFuncs struct {
	b func(bool) bool
	s func(int64) int64
	u func(uint64) uint64
	f func(float64) float64
	c func(complex128) complex128
	// c64, when set, computes c for complex64 in float32 as XLA does (see
	// complex64_math.go).
	c64 func(complex64) complex64
	// f32, when set, computes f over float32 slices (F32 only; the narrow
	// float kinds keep f): the fast kernels of interp/internal/vmath,
	// which give float32(f(x)) up to at most 1 ulp (see that package).
	f32 func(dst, src []float32)
}

// supports reports whether the operation accepts kind k.
func (fn *unaryFuncs) supports(k tensor.Kind) bool {
	return kindFamilySupported(k, fn.b != nil, fn.s != nil, fn.u != nil, fn.f != nil, fn.c != nil)
}

func mapB(in, out []bool, f func(bool) bool) {
	for i, x := range in {
		out[i] = f(x)
	}
}

func mapS[T signedElem](in, out []T, f func(int64) int64) {
	for i, x := range in {
		out[i] = T(f(int64(x)))
	}
}

func mapU[T unsignedElem](in, out []T, f func(uint64) uint64) {
	for i, x := range in {
		out[i] = T(f(uint64(x)))
	}
}

// mapF32 applies f to float32 storage; narrow kinds are rounded to odd so
// that the following Normalize rounds them correctly.
func mapF32(in, out []float32, f func(float64) float64, narrow bool) {
	if narrow {
		for i, x := range in {
			out[i] = toOdd32(f(float64(x)))
		}
		return
	}
	for i, x := range in {
		out[i] = float32(f(float64(x)))
	}
}

func mapF64(in, out []float64, f func(float64) float64) {
	for i, x := range in {
		out[i] = f(x)
	}
}

func mapC[T complexElem](in, out []T, f func(complex128) complex128) {
	for i, x := range in {
		out[i] = T(f(complex128(x)))
	}
}

func mapC64(in, out []complex64, f func(complex64) complex64) {
	for i, x := range in {
		out[i] = f(x)
	}
}

// runUnary computes out = op(in) for tensors of one kind and shape. Large
// tensors are computed in blocks in parallel (parallelBlocks).
func runUnary(fn *unaryFuncs, in, out *tensor.Tensor) error {
	switch o := out.Storage().(type) {
	case []bool:
		par1(in.Bools(), o, costCall, func(x, y []bool) { mapB(x, y, fn.b) })
	case []int8:
		par1(in.Int8s(), o, costCall, func(x, y []int8) { mapS(x, y, fn.s) })
	case []int16:
		par1(in.Int16s(), o, costCall, func(x, y []int16) { mapS(x, y, fn.s) })
	case []int32:
		par1(in.Int32s(), o, costCall, func(x, y []int32) { mapS(x, y, fn.s) })
	case []int64:
		par1(in.Int64s(), o, costCall, func(x, y []int64) { mapS(x, y, fn.s) })
	case []uint8:
		par1(in.Uint8s(), o, costCall, func(x, y []uint8) { mapU(x, y, fn.u) })
	case []uint16:
		par1(in.Uint16s(), o, costCall, func(x, y []uint16) { mapU(x, y, fn.u) })
	case []uint32:
		par1(in.Uint32s(), o, costCall, func(x, y []uint32) { mapU(x, y, fn.u) })
	case []uint64:
		par1(in.Uint64s(), o, costCall, func(x, y []uint64) { mapU(x, y, fn.u) })
	case []float32:
		narrow := out.Kind() != tensor.F32
		if fn.f32 != nil && !narrow {
			// As in vecRun, the serial case makes no closure.
			if parallelWorkers(len(o), costFastMath, parallelAlign) <= 1 {
				fn.f32(o, in.Float32s())
				break
			}
			par1(in.Float32s(), o, costFastMath, func(x, y []float32) { fn.f32(y, x) })
			break
		}
		par1(in.Float32s(), o, costMath, func(x, y []float32) { mapF32(x, y, fn.f, narrow) })
	case []float64:
		par1(in.Float64s(), o, costMath, func(x, y []float64) { mapF64(x, y, fn.f) })
	case []complex64:
		if fn.c64 != nil {
			par1(in.Complex64s(), o, costMath, func(x, y []complex64) { mapC64(x, y, fn.c64) })
			break
		}
		par1(in.Complex64s(), o, costMath, func(x, y []complex64) { mapC(x, y, fn.c) })
	case []complex128:
		par1(in.Complex128s(), o, costMath, func(x, y []complex128) { mapC(x, y, fn.c) })
	default:
		return fmt.Errorf("unsupported element type %s", out.Kind())
	}
	out.Normalize()
	return nil
}

// floatUnary returns the functions of a float and complex operation.
func floatUnary(f func(float64) float64, c func(complex128) complex128) func(tensor.Kind) unaryFuncs {
	return func(tensor.Kind) unaryFuncs { return unaryFuncs{f: f, c: c} }
}

// fastFloatUnary is floatUnary with a fast float32 kernel.
func fastFloatUnary(f func(float64) float64, c func(complex128) complex128, f32 func(dst, src []float32)) func(tensor.Kind) unaryFuncs {
	return func(tensor.Kind) unaryFuncs { return unaryFuncs{f: f, c: c, f32: f32} }
}

// complexUnary is fastFloatUnary with a complex64 function computed as XLA
// computes it; f32 may be nil.
func complexUnary(f func(float64) float64, c func(complex128) complex128, c64 func(complex64) complex64, f32 func(dst, src []float32)) func(tensor.Kind) unaryFuncs {
	return func(tensor.Kind) unaryFuncs { return unaryFuncs{f: f, c: c, c64: c64, f32: f32} }
}

// expUnary and tanhUnary give the functions of stablehlo.exponential and
// stablehlo.tanh. Their float32 results are XLA's on every path (the slice
// kernel, and the scalar function of regions and fused groups), not the
// correctly rounded values: see vmath.ExpF32 and vmath.TanhF32.
func expUnary(k tensor.Kind) unaryFuncs {
	return withF32(complexUnary(math.Exp, cmplx.Exp, expC64, vmath.Exp)(k), k, vmath.ExpF32)
}

func tanhUnary(k tensor.Kind) unaryFuncs {
	return withF32(fastFloatUnary(math.Tanh, cmplx.Tanh, vmath.Tanh)(k), k, vmath.TanhF32)
}

// withF32 makes f32 the scalar function of fn for float32 elements.
func withF32(fn unaryFuncs, k tensor.Kind, f32 func(float32) float32) unaryFuncs {
	if k == tensor.F32 {
		fn.f = func(x float64) float64 { return float64(f32(float32(x))) }
	}
	return fn
}

// unaryOps maps operation names to the functions for an element kind.
var unaryOps = map[string]func(k tensor.Kind) unaryFuncs{
	"stablehlo.cbrt":                  floatUnary(math.Cbrt, cbrtC),
	"stablehlo.ceil":                  floatUnary(math.Ceil, nil),
	"stablehlo.floor":                 floatUnary(math.Floor, nil),
	"stablehlo.cosine":                complexUnary(math.Cos, cmplx.Cos, cosC64, nil),
	"stablehlo.sine":                  complexUnary(math.Sin, cmplx.Sin, sinC64, nil),
	"stablehlo.tan":                   floatUnary(math.Tan, cmplx.Tan),
	"stablehlo.tanh":                  tanhUnary,
	"stablehlo.exponential":           expUnary,
	"stablehlo.exponential_minus_one": complexUnary(math.Expm1, expm1C, expm1C64, vmath.Expm1),
	"stablehlo.log":                   fastFloatUnary(math.Log, cmplx.Log, vmath.Log),
	"stablehlo.log_plus_one":          fastFloatUnary(math.Log1p, log1pC, vmath.Log1p),
	"stablehlo.logistic":              fastFloatUnary(logisticF, logisticC, vmath.Logistic),
	"stablehlo.rsqrt":                 floatUnary(rsqrtF, rsqrtC),
	"stablehlo.sqrt":                  floatUnary(math.Sqrt, cmplx.Sqrt),
	"stablehlo.round_nearest_afz":     floatUnary(math.Round, nil),
	"stablehlo.round_nearest_even":    floatUnary(math.RoundToEven, nil),
	"stablehlo.negate": func(tensor.Kind) unaryFuncs {
		return unaryFuncs{
			s: func(x int64) int64 { return -x },
			u: func(x uint64) uint64 { return -x },
			f: func(x float64) float64 { return -x },
			c: func(x complex128) complex128 { return -x },
		}
	},
	"stablehlo.sign": func(tensor.Kind) unaryFuncs {
		return unaryFuncs{
			s: func(x int64) int64 {
				switch {
				case x < 0:
					return -1
				case x > 0:
					return 1
				}
				return 0
			},
			u: func(x uint64) uint64 {
				if x != 0 {
					return 1
				}
				return 0
			},
			f: signF,
			c: signC,
		}
	},
	"stablehlo.not": func(tensor.Kind) unaryFuncs {
		return unaryFuncs{
			b: func(x bool) bool { return !x },
			s: func(x int64) int64 { return ^x },
			u: func(x uint64) uint64 { return ^x },
		}
	},
	"stablehlo.popcnt": func(k tensor.Kind) unaryFuncs {
		pc := popcountFunc(k.BitWidth())
		return unaryFuncs{s: func(x int64) int64 { return int64(pc(uint64(x))) }, u: pc}
	},
	"stablehlo.count_leading_zeros": func(k tensor.Kind) unaryFuncs {
		clz := countLeadingZerosFunc(k.BitWidth())
		return unaryFuncs{s: func(x int64) int64 { return int64(clz(uint64(x))) }, u: clz}
	},
}

// absFuncs is abs on the kinds whose result has the operand's type (the
// complex case changes the type and has its own kernel).
var absFuncs = unaryFuncs{
	s: func(x int64) int64 {
		if x < 0 {
			return -x
		}
		return x
	},
	f:   math.Abs,
	f32: absF32,
}

// absF32 is abs on float32 values: the sign bit cleared, except for NaN,
// which goes through math.Abs in float64 as the generic loop does (the
// conversions quiet a signaling NaN); vmath.Abs computes exactly that.
func absF32(dst, src []float32) { vmath.Abs(dst, src) }

// complexPartLoop writes one float part of every complex element: the real
// part, the imaginary part or the modulus.
func complexPartLoop[C complexElem, F floatElem](in []C, out []F, part func(complex128) float64) {
	for i, x := range in {
		out[i] = F(part(complex128(x)))
	}
}

// complexPart computes out[i] = part(in[i]) for a complex operand.
func complexPart(in, out *tensor.Tensor, part func(complex128) float64) error {
	switch x := in.Storage().(type) {
	case []complex64:
		complexPartLoop(x, out.Float32s(), part)
	case []complex128:
		complexPartLoop(x, out.Float64s(), part)
	default:
		return fmt.Errorf("unsupported element type %s", in.Kind())
	}
	return nil
}

func cmplxReal(x complex128) float64 { return real(x) }
func cmplxImag(x complex128) float64 { return imag(x) }

// unaryKernel wraps a computation out = g(in) whose result has the operand's
// shape and the element kind resultKind.
func unaryKernel(resultKind tensor.Kind, g func(in, out *tensor.Tensor) error) Kernel {
	return func(f *Frame, args []Value) ([]Value, error) {
		in, err := tensorArg(args[0])
		if err != nil {
			return nil, err
		}
		// The result may take the place of an operand that dies here.
		out, err := f.newOrReuse(args, 0, tensor.Type{Kind: resultKind, Shape: in.Shape()})
		if err != nil {
			return nil, err
		}
		if in.Len() <= elementChunk {
			// One piece, as in binaryKernel.
			err = g(in, out)
		} else {
			err = elementwiseChunked(f, func(ts []*tensor.Tensor) error { return g(ts[0], ts[1]) }, in, out)
		}
		if err != nil {
			return nil, err
		}
		return f.result1(out), nil
	}
}

// operandKind returns the element kind of operand i, rejecting quantized
// and non-tensor operands.
func (c *OpContext) operandKind(i int) (tensor.Kind, error) {
	if i >= len(c.Operands) || c.Operands[i].Tensor == nil {
		return tensor.Invalid, c.Errorf("operand %d is not a tensor", i)
	}
	t := c.Operands[i].Tensor
	if t.Quant != nil {
		return tensor.Invalid, c.Errorf("quantized operands are not supported yet")
	}
	return t.Kind, nil
}

// buildUnary builds the kernel of a same-type unary operation.
func buildUnary(c *OpContext, fn unaryFuncs) (Kernel, error) {
	k, err := c.operandKind(0)
	if err != nil {
		return nil, err
	}
	if !fn.supports(k) {
		return nil, c.Errorf("element type %s is not supported", k)
	}
	return unaryKernel(k, func(in, out *tensor.Tensor) error { return runUnary(&fn, in, out) }), nil
}

func init() {
	for name, def := range unaryOps {
		def := def
		register(name, func(c *OpContext) (Kernel, error) {
			k, err := c.operandKind(0)
			if err != nil {
				return nil, err
			}
			return buildUnary(c, def(k))
		})
	}
	register("stablehlo.abs", func(c *OpContext) (Kernel, error) {
		k, err := c.operandKind(0)
		if err != nil {
			return nil, err
		}
		if k.IsComplex() {
			return unaryKernel(k.ComplexPart(), func(in, out *tensor.Tensor) error {
				return complexPart(in, out, cmplx.Abs)
			}), nil
		}
		return buildUnary(c, absFuncs)
	})
	for name, part := range map[string]func(complex128) float64{"stablehlo.real": cmplxReal, "stablehlo.imag": cmplxImag} {
		part, isImag := part, name == "stablehlo.imag"
		register(name, func(c *OpContext) (Kernel, error) {
			k, err := c.operandKind(0)
			if err != nil {
				return nil, err
			}
			switch {
			case k.IsComplex():
				return unaryKernel(k.ComplexPart(), func(in, out *tensor.Tensor) error {
					return complexPart(in, out, part)
				}), nil
			case !k.IsFloat():
				return nil, c.Errorf("element type %s is not supported", k)
			case isImag:
				// The imaginary part of a real number is zero; f.New
				// returns a zero-filled tensor (never the operand's).
				return func(f *Frame, args []Value) ([]Value, error) {
					in, err := tensorArg(args[0])
					if err != nil {
						return nil, err
					}
					out, err := f.New(tensor.Type{Kind: k, Shape: in.Shape()})
					if err != nil {
						return nil, err
					}
					return []Value{out}, nil
				}, nil
			}
			return buildUnary(c, unaryFuncs{f: func(x float64) float64 { return x }})
		})
	}
	register("stablehlo.is_finite", func(c *OpContext) (Kernel, error) {
		k, err := c.operandKind(0)
		if err != nil {
			return nil, err
		}
		if !k.IsFloat() {
			return nil, c.Errorf("element type %s is not supported", k)
		}
		return unaryKernel(tensor.Bool, isFiniteTensor), nil
	})
}

// isFiniteTensor sets out[i] when in[i] is neither infinite nor NaN.
func isFiniteTensor(in, out *tensor.Tensor) error {
	o := out.Bools()
	switch x := in.Storage().(type) {
	case []float32:
		for i, v := range x {
			o[i] = !math.IsInf(float64(v), 0) && v == v
		}
	case []float64:
		for i, v := range x {
			o[i] = !math.IsInf(v, 0) && v == v
		}
	default:
		return fmt.Errorf("unsupported element type %s", in.Kind())
	}
	return nil
}
