package interp

import (
	"math"

	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"

	"github.com/stablehlo-go/stablehlo/interp/internal/elem"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// The instructions of the scalar region compiler (scalar_region.go). Each
// mirrors, for one element, the tensor kernel of its operation.

// intShift returns the shift that sign-extends a value of signed kind k
// kept in an int64 (0 for 64-bit kinds).
func intShift(k tensor.Kind) uint {
	w := k.BitWidth()
	if w >= 64 {
		return 0
	}
	return uint(64 - w)
}

// floatRounder returns the rounding of a float32 result to kind k stored
// as float32, or nil for F32 itself.
func narrowRound(k tensor.Kind) func(float32) float32 {
	if k == tensor.F32 || k == tensor.F64 {
		return nil
	}
	return func(v float32) float32 { return tensor.RoundFloat32(k, v) }
}

// constant loads the operation's value into out when the program starts.
func (c *scalarCompiler) constant(o *op, out sreg) bool {
	t := o.constant
	if t == nil || t.Len() != 1 || t.Kind() != out.kind || t.Type().Quant != nil {
		return false
	}
	i := out.idx
	switch d := t.Storage().(type) {
	case []bool:
		v := d[0]
		c.consts = append(c.consts, func(r *scalarRegs) { r.b[i] = v })
	case []float32:
		v := d[0]
		c.consts = append(c.consts, func(r *scalarRegs) { r.g[i] = v })
	case []float64:
		v := d[0]
		c.consts = append(c.consts, func(r *scalarRegs) { r.f[i] = v })
	default:
		if out.fam == famSigned {
			v := t.Int(0)
			c.consts = append(c.consts, func(r *scalarRegs) { r.i[i] = v })
		} else {
			v := uint64(t.Int(0))
			c.consts = append(c.consts, func(r *scalarRegs) { r.u[i] = v })
		}
	}
	return true
}

// arith compiles add, subtract and multiply.
func (c *scalarCompiler) arith(op arithOp, a, b, out sreg) bool {
	x, y, o := a.idx, b.idx, out.idx
	k := out.kind
	switch out.fam {
	case famBool:
		switch op {
		case opAdd:
			c.emit(func(r *scalarRegs) { r.b[o] = r.b[x] || r.b[y] })
		case opMultiply:
			c.emit(func(r *scalarRegs) { r.b[o] = r.b[x] && r.b[y] })
		default:
			return false
		}
	case famSigned:
		s := intShift(k)
		switch op {
		case opAdd:
			c.emit(func(r *scalarRegs) { r.i[o] = (r.i[x] + r.i[y]) << s >> s })
		case opSubtract:
			c.emit(func(r *scalarRegs) { r.i[o] = (r.i[x] - r.i[y]) << s >> s })
		case opMultiply:
			c.emit(func(r *scalarRegs) { r.i[o] = (r.i[x] * r.i[y]) << s >> s })
		}
	case famUnsigned:
		m := mask(k.BitWidth())
		switch op {
		case opAdd:
			c.emit(func(r *scalarRegs) { r.u[o] = (r.u[x] + r.u[y]) & m })
		case opSubtract:
			c.emit(func(r *scalarRegs) { r.u[o] = (r.u[x] - r.u[y]) & m })
		case opMultiply:
			c.emit(func(r *scalarRegs) { r.u[o] = (r.u[x] * r.u[y]) & m })
		}
	case famFloat:
		switch op {
		case opAdd:
			c.emit(func(r *scalarRegs) { r.f[o] = r.f[x] + r.f[y] })
		case opSubtract:
			c.emit(func(r *scalarRegs) { r.f[o] = r.f[x] - r.f[y] })
		case opMultiply:
			c.emit(func(r *scalarRegs) { r.f[o] = r.f[x] * r.f[y] })
		}
	case famF32:
		var f func(p, q float32) float32
		switch op {
		case opAdd:
			f = func(p, q float32) float32 { return p + q }
		case opSubtract:
			f = func(p, q float32) float32 { return p - q }
		case opMultiply:
			f = func(p, q float32) float32 { return p * q }
		}
		if rnd := narrowRound(k); rnd != nil {
			c.emit(func(r *scalarRegs) { r.g[o] = rnd(f(r.g[x], r.g[y])) })
			return true
		}
		switch op {
		case opAdd:
			c.emit(func(r *scalarRegs) { r.g[o] = r.g[x] + r.g[y] })
		case opSubtract:
			c.emit(func(r *scalarRegs) { r.g[o] = r.g[x] - r.g[y] })
		case opMultiply:
			c.emit(func(r *scalarRegs) { r.g[o] = r.g[x] * r.g[y] })
		}
	}
	return true
}

// binary compiles an operation of the binaryOps table.
func (c *scalarCompiler) binary(fn binaryFuncs, a, b, out sreg) bool {
	if !fn.supports(out.kind) {
		return false
	}
	x, y, o := a.idx, b.idx, out.idx
	k := out.kind
	switch out.fam {
	case famBool:
		f := fn.b
		c.emit(func(r *scalarRegs) { r.b[o] = f(r.b[x], r.b[y]) })
	case famSigned:
		f, s := fn.s, intShift(k)
		c.emit(func(r *scalarRegs) { r.i[o] = f(r.i[x], r.i[y]) << s >> s })
	case famUnsigned:
		f, m := fn.u, mask(k.BitWidth())
		c.emit(func(r *scalarRegs) { r.u[o] = f(r.u[x], r.u[y]) & m })
	case famFloat:
		// The kernels' direct loops, when present, run on one element.
		if g := fn.f64; g != nil {
			c.emit(func(r *scalarRegs) { g(r.f[x:x+1], r.f[y:y+1], r.f[o:o+1]) })
			break
		}
		f := fn.f
		c.emit(func(r *scalarRegs) { r.f[o] = f(r.f[x], r.f[y]) })
	case famF32:
		f := fn.f
		switch rnd := narrowRound(k); {
		case rnd == nil && fn.f32 != nil:
			g := fn.f32
			c.emit(func(r *scalarRegs) { g(r.g[x:x+1], r.g[y:y+1], r.g[o:o+1]) })
		case rnd == nil:
			c.emit(func(r *scalarRegs) { r.g[o] = float32(f(float64(r.g[x]), float64(r.g[y]))) })
		default:
			c.emit(func(r *scalarRegs) { r.g[o] = rnd(toOdd32(f(float64(r.g[x]), float64(r.g[y])))) })
		}
	}
	return true
}

// unary compiles an operation of the unaryOps table (or abs).
func (c *scalarCompiler) unary(fn unaryFuncs, a, out sreg) bool {
	if !fn.supports(out.kind) {
		return false
	}
	x, o := a.idx, out.idx
	k := out.kind
	switch out.fam {
	case famBool:
		f := fn.b
		c.emit(func(r *scalarRegs) { r.b[o] = f(r.b[x]) })
	case famSigned:
		f, s := fn.s, intShift(k)
		c.emit(func(r *scalarRegs) { r.i[o] = f(r.i[x]) << s >> s })
	case famUnsigned:
		f, m := fn.u, mask(k.BitWidth())
		c.emit(func(r *scalarRegs) { r.u[o] = f(r.u[x]) & m })
	case famFloat:
		f := fn.f
		c.emit(func(r *scalarRegs) { r.f[o] = f(r.f[x]) })
	case famF32:
		f := fn.f
		if rnd := narrowRound(k); rnd != nil {
			c.emit(func(r *scalarRegs) { r.g[o] = rnd(toOdd32(f(float64(r.g[x])))) })
		} else {
			c.emit(func(r *scalarRegs) { r.g[o] = float32(f(float64(r.g[x]))) })
		}
	}
	return true
}

// cmpFunc returns the comparison of direction dir on T.
func cmpFunc[T elem.Ordered](dir stablehlo.ComparisonDirection) func(x, y T) bool {
	switch dir {
	case stablehlo.ComparisonDirectionEQ:
		return func(x, y T) bool { return x == y }
	case stablehlo.ComparisonDirectionNE:
		return func(x, y T) bool { return x != y }
	case stablehlo.ComparisonDirectionGE:
		return func(x, y T) bool { return x >= y }
	case stablehlo.ComparisonDirectionGT:
		return func(x, y T) bool { return x > y }
	case stablehlo.ComparisonDirectionLE:
		return func(x, y T) bool { return x <= y }
	}
	return func(x, y T) bool { return x < y }
}

// totalOrderInt maps the w-bit sign-magnitude encoding b to an integer
// whose order is the specification's totalOrder, as totalOrderKeys does.
func totalOrderInt(b uint64, w int) int64 {
	mag := int64(b & (1<<(w-1) - 1))
	if b>>(w-1)&1 != 0 {
		return -mag - 1
	}
	return mag
}

// totalOrderF64 is the totalOrder key of an F64 value.
func totalOrderF64(v float64) int64 { return totalOrderInt(math.Float64bits(v), 64) }

// totalOrderF32 returns the totalOrder key of a kind stored as float32;
// ok is false for kinds without a sign bit.
func totalOrderF32(k tensor.Kind) (func(v float32) int64, bool) {
	if k == tensor.F8E8M0FNU {
		return nil, false
	}
	if k == tensor.F32 {
		return func(v float32) int64 { return totalOrderInt(uint64(math.Float32bits(v)), 32) }, true
	}
	w := k.BitWidth()
	return func(v float32) int64 { return totalOrderInt(tensor.EncodeFloat32(k, v), w) }, true
}

// compare compiles stablehlo.compare.
func (c *scalarCompiler) compare(attrs *compareAttrs, a, b, out sreg) bool {
	dir := attrs.direction
	x, y, o := a.idx, b.idx, out.idx
	switch a.fam {
	case famBool:
		f := cmpFunc[uint8](dir)
		c.emit(func(r *scalarRegs) { r.b[o] = f(b2u(r.b[x]), b2u(r.b[y])) })
	case famSigned:
		f := cmpFunc[int64](dir)
		c.emit(func(r *scalarRegs) { r.b[o] = f(r.i[x], r.i[y]) })
	case famUnsigned:
		f := cmpFunc[uint64](dir)
		c.emit(func(r *scalarRegs) { r.b[o] = f(r.u[x], r.u[y]) })
	case famFloat:
		if attrs.totalOrder() {
			f := cmpFunc[int64](dir)
			c.emit(func(r *scalarRegs) { r.b[o] = f(totalOrderF64(r.f[x]), totalOrderF64(r.f[y])) })
			return true
		}
		switch dir {
		case stablehlo.ComparisonDirectionEQ:
			c.emit(func(r *scalarRegs) { r.b[o] = r.f[x] == r.f[y] })
		case stablehlo.ComparisonDirectionNE:
			c.emit(func(r *scalarRegs) { r.b[o] = r.f[x] != r.f[y] })
		case stablehlo.ComparisonDirectionLT:
			c.emit(func(r *scalarRegs) { r.b[o] = r.f[x] < r.f[y] })
		default:
			f := cmpFunc[float64](dir)
			c.emit(func(r *scalarRegs) { r.b[o] = f(r.f[x], r.f[y]) })
		}
	case famF32:
		if attrs.totalOrder() {
			key, ok := totalOrderF32(a.kind)
			if !ok {
				return false
			}
			f := cmpFunc[int64](dir)
			c.emit(func(r *scalarRegs) { r.b[o] = f(key(r.g[x]), key(r.g[y])) })
			return true
		}
		switch dir {
		case stablehlo.ComparisonDirectionEQ:
			c.emit(func(r *scalarRegs) { r.b[o] = r.g[x] == r.g[y] })
		case stablehlo.ComparisonDirectionNE:
			c.emit(func(r *scalarRegs) { r.b[o] = r.g[x] != r.g[y] })
		case stablehlo.ComparisonDirectionLT:
			c.emit(func(r *scalarRegs) { r.b[o] = r.g[x] < r.g[y] })
		default:
			f := cmpFunc[float32](dir)
			c.emit(func(r *scalarRegs) { r.b[o] = f(r.g[x], r.g[y]) })
		}
	}
	return true
}

func b2u(v bool) uint8 {
	if v {
		return 1
	}
	return 0
}

// selectOp compiles stablehlo.select of scalars.
func (c *scalarCompiler) selectOp(p, t, f, out sreg) bool {
	q, x, y, o := p.idx, t.idx, f.idx, out.idx
	switch out.fam {
	case famBool:
		c.emit(func(r *scalarRegs) {
			if r.b[q] {
				r.b[o] = r.b[x]
			} else {
				r.b[o] = r.b[y]
			}
		})
	case famSigned:
		c.emit(func(r *scalarRegs) {
			if r.b[q] {
				r.i[o] = r.i[x]
			} else {
				r.i[o] = r.i[y]
			}
		})
	case famUnsigned:
		c.emit(func(r *scalarRegs) {
			if r.b[q] {
				r.u[o] = r.u[x]
			} else {
				r.u[o] = r.u[y]
			}
		})
	case famFloat:
		c.emit(func(r *scalarRegs) {
			if r.b[q] {
				r.f[o] = r.f[x]
			} else {
				r.f[o] = r.f[y]
			}
		})
	case famF32:
		c.emit(func(r *scalarRegs) {
			if r.b[q] {
				r.g[o] = r.g[x]
			} else {
				r.g[o] = r.g[y]
			}
		})
	}
	return true
}

// clamp compiles stablehlo.clamp(lo, x, hi) as minimum(maximum(x, lo), hi).
func (c *scalarCompiler) clamp(lo, x, hi, out sreg) bool {
	k := out.kind
	tmp := c.alloc(k)
	return c.binary(binaryOps["stablehlo.maximum"](k), x, lo, tmp) &&
		c.binary(binaryOps["stablehlo.minimum"](k), tmp, hi, out)
}

// convert compiles stablehlo.convert between real kinds.
func (c *scalarCompiler) convert(a, out sreg) bool {
	x, o := a.idx, out.idx
	k := out.kind
	// Every source is read as one of these: an integer (bool as 0 or 1,
	// signed as int64, unsigned as uint64) or a float widened to float64.
	var (
		getI  func(r *scalarRegs) int64
		getU  func(r *scalarRegs) uint64
		getF  func(r *scalarRegs) float64
		isInt = true
	)
	switch a.fam {
	case famBool:
		getU = func(r *scalarRegs) uint64 { return uint64(b2u(r.b[x])) }
	case famSigned:
		getI = func(r *scalarRegs) int64 { return r.i[x] }
	case famUnsigned:
		getU = func(r *scalarRegs) uint64 { return r.u[x] }
	case famFloat:
		getF, isInt = func(r *scalarRegs) float64 { return r.f[x] }, false
	case famF32:
		if out.fam == famF32 && k == tensor.F32 {
			// float32 storage to F32 is a plain copy in the kernel.
			c.emit(func(r *scalarRegs) { r.g[o] = r.g[x] })
			return true
		}
		getF, isInt = func(r *scalarRegs) float64 { return float64(r.g[x]) }, false
	default:
		return false
	}
	if isInt {
		if getI != nil {
			getU = func(r *scalarRegs) uint64 { return uint64(getI(r)) }
		} else {
			getI = func(r *scalarRegs) int64 { return int64(getU(r)) }
		}
	}
	signed := a.fam == famSigned
	switch out.fam {
	case famBool:
		if isInt {
			c.emit(func(r *scalarRegs) { r.b[o] = getU(r) != 0 })
		} else {
			c.emit(func(r *scalarRegs) { r.b[o] = getF(r) != 0 })
		}
	case famSigned:
		if isInt {
			s := intShift(k)
			c.emit(func(r *scalarRegs) { r.i[o] = getI(r) << s >> s })
			break
		}
		w := k.BitWidth()
		lim := math.Ldexp(1, w-1)
		lo, hi := -int64(1)<<(w-1), int64(uint64(1)<<(w-1)-1)
		c.emit(func(r *scalarRegs) {
			v := math.Trunc(getF(r))
			switch {
			case v != v:
				r.i[o] = 0
			case v >= lim:
				r.i[o] = hi
			case v < -lim:
				r.i[o] = lo
			default:
				r.i[o] = int64(v)
			}
		})
	case famUnsigned:
		w := k.BitWidth()
		m := mask(w)
		if isInt {
			c.emit(func(r *scalarRegs) { r.u[o] = getU(r) & m })
			break
		}
		lim := math.Ldexp(1, w)
		c.emit(func(r *scalarRegs) {
			v := math.Trunc(getF(r))
			switch {
			case v != v || v <= 0:
				r.u[o] = 0
			case v >= lim:
				r.u[o] = m
			default:
				r.u[o] = uint64(v)
			}
		})
	case famFloat:
		switch {
		case !isInt:
			c.emit(func(r *scalarRegs) { r.f[o] = getF(r) })
		case signed:
			c.emit(func(r *scalarRegs) { r.f[o] = float64(getI(r)) })
		default:
			c.emit(func(r *scalarRegs) { r.f[o] = float64(getU(r)) })
		}
	case famF32:
		rnd := narrowRound(k)
		switch {
		case rnd == nil && !isInt:
			c.emit(func(r *scalarRegs) { r.g[o] = float32(getF(r)) })
		case rnd == nil && signed:
			c.emit(func(r *scalarRegs) { r.g[o] = float32(getI(r)) })
		case rnd == nil:
			c.emit(func(r *scalarRegs) { r.g[o] = float32(getU(r)) })
		case !isInt:
			c.emit(func(r *scalarRegs) { r.g[o] = rnd(toOdd32(getF(r))) })
		case signed:
			c.emit(func(r *scalarRegs) { r.g[o] = rnd(toOdd32(oddFromInt64(getI(r)))) })
		default:
			c.emit(func(r *scalarRegs) { r.g[o] = rnd(toOdd32(oddFromUint64(getU(r)))) })
		}
	default:
		return false
	}
	return true
}

// bitcast compiles stablehlo.bitcast_convert between integer and float
// kinds of one bit width.
func (c *scalarCompiler) bitcast(a, out sreg) bool {
	ak, k := a.kind, out.kind
	w := k.BitWidth()
	if ak.BitWidth() != w || a.fam == famBool || out.fam == famBool {
		return false
	}
	x, o := a.idx, out.idx
	m := mask(w)
	var get func(r *scalarRegs) uint64
	switch {
	case a.fam == famSigned:
		get = func(r *scalarRegs) uint64 { return uint64(r.i[x]) & m }
	case a.fam == famUnsigned:
		get = func(r *scalarRegs) uint64 { return r.u[x] }
	case a.fam == famFloat:
		get = func(r *scalarRegs) uint64 { return math.Float64bits(r.f[x]) }
	case ak == tensor.F32:
		get = func(r *scalarRegs) uint64 { return uint64(math.Float32bits(r.g[x])) }
	default:
		get = func(r *scalarRegs) uint64 { return tensor.EncodeFloat32(ak, r.g[x]) }
	}
	switch {
	case out.fam == famSigned:
		c.emit(func(r *scalarRegs) { r.i[o] = signExtend64(get(r), w) })
	case out.fam == famUnsigned:
		c.emit(func(r *scalarRegs) { r.u[o] = get(r) })
	case out.fam == famFloat:
		c.emit(func(r *scalarRegs) { r.f[o] = math.Float64frombits(get(r)) })
	case k == tensor.F32:
		c.emit(func(r *scalarRegs) { r.g[o] = math.Float32frombits(uint32(get(r))) })
	default:
		c.emit(func(r *scalarRegs) { r.g[o] = tensor.DecodeFloat32(k, get(r)) })
	}
	return true
}
