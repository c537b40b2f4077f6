package interp

import (
	"fmt"
	"math"

	"github.com/stablehlo-go/stablehlo/interp/internal/elem"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// stablehlo.convert, stablehlo.bitcast_convert and
// stablehlo.reduce_precision.
//
// convert follows the reference interpreter (LLVM APInt/APFloat rules):
// integer to integer keeps the low bits (two's complement wrap); integer and
// float to float round to nearest even; float to integer truncates towards
// zero and saturates at the destination's range, with NaN becoming 0; any
// type to bool is "not zero"; complex sources use their real part and
// complex destinations get a zero imaginary part.

// convertFromInt converts integer storage to the destination.
func convertFromInt[S integerElem](src []S, unsigned bool, out *tensor.Tensor) error {
	switch d := out.Storage().(type) {
	case []bool:
		for i, x := range src {
			d[i] = x != 0
		}
	case []int8:
		intToInt(src, d)
	case []int16:
		intToInt(src, d)
	case []int32:
		intToInt(src, d)
	case []int64:
		intToInt(src, d)
	case []uint8:
		intToInt(src, d)
	case []uint16:
		intToInt(src, d)
	case []uint32:
		intToInt(src, d)
	case []uint64:
		intToInt(src, d)
	case []float32:
		if out.Kind() == tensor.F32 {
			for i, x := range src {
				d[i] = float32(x)
			}
			break
		}
		for i, x := range src {
			if unsigned {
				d[i] = toOdd32(oddFromUint64(uint64(x)))
			} else {
				d[i] = toOdd32(oddFromInt64(int64(x)))
			}
		}
	default:
		if !convertToWide(src, out) {
			return fmt.Errorf("unsupported element type %s", out.Kind())
		}
	}
	out.Normalize()
	return nil
}

// convertToWide converts real storage to f64, complex64 or complex128
// storage; false for any other destination.
func convertToWide[S integerElem | floatElem](src []S, out *tensor.Tensor) bool {
	switch d := out.Storage().(type) {
	case []float64:
		for i, x := range src {
			d[i] = float64(x)
		}
	case []complex64:
		for i, x := range src {
			d[i] = complex(float32(x), 0)
		}
	case []complex128:
		for i, x := range src {
			d[i] = complex(float64(x), 0)
		}
	default:
		return false
	}
	return true
}

func intToInt[S, D integerElem](src []S, dst []D) {
	for i, x := range src {
		dst[i] = D(x)
	}
}

// convertFromFloat converts float storage (widened to float64 exactly) to
// the destination.
func convertFromFloat[S floatElem](src []S, out *tensor.Tensor) error {
	k := out.Kind()
	switch d := out.Storage().(type) {
	case []bool:
		for i, x := range src {
			d[i] = x != 0
		}
	case []int8:
		floatToSigned(src, d, k.BitWidth())
	case []int16:
		floatToSigned(src, d, 16)
	case []int32:
		floatToSigned(src, d, 32)
	case []int64:
		floatToSigned(src, d, 64)
	case []uint8:
		floatToUnsigned(src, d, k.BitWidth())
	case []uint16:
		floatToUnsigned(src, d, 16)
	case []uint32:
		floatToUnsigned(src, d, 32)
	case []uint64:
		floatToUnsigned(src, d, 64)
	case []float32:
		if k == tensor.F32 {
			for i, x := range src {
				d[i] = float32(x)
			}
			break
		}
		for i, x := range src {
			d[i] = toOdd32(float64(x))
		}
	default:
		if !convertToWide(src, out) {
			return fmt.Errorf("unsupported element type %s", out.Kind())
		}
	}
	out.Normalize()
	return nil
}

// floatToSigned truncates towards zero and saturates to the range of a
// w-bit signed integer; NaN becomes 0.
func floatToSigned[S floatElem, D signedElem](src []S, dst []D, w int) {
	lim := math.Ldexp(1, w-1) // -lim is the minimum, lim-1 the maximum
	lo, hi := -int64(1)<<(w-1), int64(uint64(1)<<(w-1)-1)
	for i, x := range src {
		v := math.Trunc(float64(x))
		switch {
		case v != v:
			dst[i] = 0
		case v >= lim:
			dst[i] = D(hi)
		case v < -lim:
			dst[i] = D(lo)
		default:
			dst[i] = D(int64(v))
		}
	}
}

// floatToUnsigned truncates towards zero and saturates to the range of a
// w-bit unsigned integer; NaN and negative values become 0.
func floatToUnsigned[S floatElem, D unsignedElem](src []S, dst []D, w int) {
	lim := math.Ldexp(1, w)
	hi := mask(w)
	for i, x := range src {
		v := math.Trunc(float64(x))
		switch {
		case v != v || v <= 0:
			dst[i] = 0
		case v >= lim:
			dst[i] = D(hi)
		default:
			dst[i] = D(uint64(v))
		}
	}
}

// convertFromComplex converts complex storage to the destination: complex
// destinations convert both parts, other ones the real part.
func convertFromComplex[S complexElem](src []S, out *tensor.Tensor) error {
	switch d := out.Storage().(type) {
	case []complex64:
		for i, x := range src {
			d[i] = complex64(x)
		}
		return nil
	case []complex128:
		for i, x := range src {
			d[i] = complex128(x)
		}
		return nil
	}
	re := make([]float64, len(src))
	for i, x := range src {
		re[i] = real(complex128(x))
	}
	return convertFromFloat(re, out)
}

// convertTensor converts in to the element kind of out.
func convertTensor(in, out *tensor.Tensor) error {
	unsigned := in.Kind().IsUnsigned()
	switch s := in.Storage().(type) {
	case []bool:
		b := make([]uint8, len(s))
		for i, x := range s {
			if x {
				b[i] = 1
			}
		}
		return convertFromInt(b, true, out)
	case []int8:
		return convertFromInt(s, unsigned, out)
	case []int16:
		return convertFromInt(s, unsigned, out)
	case []int32:
		return convertFromInt(s, unsigned, out)
	case []int64:
		return convertFromInt(s, unsigned, out)
	case []uint8:
		return convertFromInt(s, unsigned, out)
	case []uint16:
		return convertFromInt(s, unsigned, out)
	case []uint32:
		return convertFromInt(s, unsigned, out)
	case []uint64:
		return convertFromInt(s, unsigned, out)
	case []float32:
		return convertFromFloat(s, out)
	case []float64:
		return convertFromFloat(s, out)
	case []complex64:
		return convertFromComplex(s, out)
	case []complex128:
		return convertFromComplex(s, out)
	}
	return fmt.Errorf("unsupported element type %s", in.Kind())
}

// bitcastTensor reinterprets the bits of in as the element type and shape of
// out. Elements are laid out least significant bit first, so whole-byte
// kinds use their little-endian memory image.
func bitcastTensor(in, out *tensor.Tensor) error {
	ik, ok := in.Kind(), out.Kind()
	iw, ow := ik.BitWidth(), ok.BitWidth()
	if iw*in.Len() != ow*out.Len() {
		return fmt.Errorf("cannot reinterpret %d bits of %s as %s", iw*in.Len(), in.Type(), out.Type())
	}
	if iw%8 == 0 && ow%8 == 0 {
		r, err := tensor.FromRaw(out.Type(), in.Raw(), false)
		if err != nil {
			return fmt.Errorf("bitcast: %w", err)
		}
		copyStorage(out, r)
		return nil
	}
	// A bit stream, one element after the other, least significant bit
	// first (complex kinds are not involved: their widths are whole bytes).
	var acc uint64 // pending bits, lowest first
	var nacc int
	j := 0
	for i := 0; i < in.Len(); i++ {
		b := in.Bits(i) & mask(iw)
		for got := 0; got < iw; {
			take := min(iw-got, 64-nacc)
			acc |= (b >> uint(got) & mask(take)) << uint(nacc)
			nacc += take
			got += take
			for nacc >= ow {
				out.SetBits(j, acc&mask(ow))
				j++
				if ow >= 64 {
					acc, nacc = 0, 0
				} else {
					acc >>= uint(ow)
					nacc -= ow
				}
			}
		}
	}
	return nil
}

// copyStorage copies the elements of src into dst (same kind and length).
func copyStorage(dst, src *tensor.Tensor) {
	elem.Of(dst).CopyAll(dst, src)
}

// reducePrecisionBits rounds the float encoded by x (a format with expBits
// exponent and mantBits mantissa bits) to e exponent and m mantissa bits as
// XLA does: round the mantissa to nearest even, then overflow to infinity
// and flush values below the smallest normal to zero, keeping the sign. NaN
// stays NaN when m > 0 and becomes infinity of its sign otherwise.
func reducePrecisionBits(x uint64, expBits, mantBits, e, m int) uint64 {
	width := 1 + expBits + mantBits
	expMask := mask(expBits) << uint(mantBits)
	signMask := uint64(1) << uint(width-1)
	isNaN := x&expMask == expMask && x&mask(mantBits) != 0
	r := x
	if m < mantBits {
		sh := uint(mantBits - m)
		last := uint64(1) << sh
		bias := last>>1 - 1 + (r&last)>>sh
		r = (r + bias) &^ (last - 1)
		r &= mask(width)
	}
	if e < expBits {
		expBias := uint64(1)<<uint(expBits-1) - 1
		reducedBias := uint64(1)<<uint(e-1) - 1
		maxExp := (expBias + reducedBias) << uint(mantBits)
		minExp := (expBias - reducedBias) << uint(mantBits)
		ex := r & expMask
		switch {
		case ex > maxExp:
			r = r&signMask | expMask
		case ex <= minExp:
			r &= signMask
		}
	}
	if isNaN {
		if m > 0 {
			return x
		}
		// Without mantissa bits NaN cannot be told from infinity.
		return x&signMask | expMask
	}
	return r
}

// reducePrecision applies reducePrecisionBits to every element.
func reducePrecision(in, out *tensor.Tensor, e, m int) error {
	k := in.Kind()
	switch d := out.Storage().(type) {
	case []float64:
		for i, x := range in.Float64s() {
			d[i] = math.Float64frombits(reducePrecisionBits(math.Float64bits(x), 11, 52, e, m))
		}
	case []float32:
		info, _ := tensor.FloatInfoOf(k)
		expBits, mantBits := info.ExponentBits, info.Precision-1
		for i, x := range in.Float32s() {
			if k == tensor.F32 {
				d[i] = math.Float32frombits(uint32(reducePrecisionBits(uint64(math.Float32bits(x)), 8, 23, e, m)))
			} else {
				d[i] = tensor.DecodeFloat32(k, reducePrecisionBits(tensor.EncodeFloat32(k, x), expBits, mantBits, e, m))
			}
		}
	default:
		return fmt.Errorf("unsupported element type %s", k)
	}
	return nil
}

func init() {
	register("stablehlo.convert", func(c *OpContext) (Kernel, error) {
		if _, err := c.operandKind(0); err != nil {
			return nil, err
		}
		rt, err := c.resultTensorType(0)
		if err != nil {
			return nil, err
		}
		if rt.Quant != nil {
			return nil, c.Errorf("quantized results are not supported yet")
		}
		return unaryKernel(rt.Kind, convertTensor), nil
	})
	register("stablehlo.bitcast_convert", func(c *OpContext) (Kernel, error) {
		rt, err := c.resultTensorType(0)
		if err != nil {
			return nil, err
		}
		if len(c.Operands) != 1 || c.Operands[0].Tensor == nil {
			return nil, c.Errorf("the operand is not a tensor")
		}
		ik, ok := c.Operands[0].Tensor.Kind, rt.Kind
		return func(f *Frame, args []Value) ([]Value, error) {
			in, err := tensorArg(args[0])
			if err != nil {
				return nil, err
			}
			shape := in.Shape()
			iw, ow := ik.BitWidth(), ok.BitWidth()
			switch {
			case iw > ow:
				shape = append(append([]int64(nil), shape...), int64(iw/ow))
			case iw < ow:
				if len(shape) == 0 {
					return nil, fmt.Errorf("cannot widen a scalar from %s to %s", ik, ok)
				}
				shape = shape[:len(shape)-1]
			}
			out, err := f.New(tensor.Type{Kind: ok, Shape: shape, Quant: rt.Quant})
			if err != nil {
				return nil, err
			}
			if err := bitcastTensor(in, out); err != nil {
				return nil, err
			}
			return []Value{out}, nil
		}, nil
	})
	register("stablehlo.reduce_precision", func(c *OpContext) (Kernel, error) {
		k, err := c.operandKind(0)
		if err != nil {
			return nil, err
		}
		e, m := int(c.Attr("exponent_bits").Int()), int(c.Attr("mantissa_bits").Int())
		if e < 1 || m < 0 {
			return nil, c.Errorf("invalid format e%dm%d", e, m)
		}
		info, ok := tensor.FloatInfoOf(k)
		if !ok || k.IsNarrowFloat() && !(info.HasInf && info.HasNegZero) {
			return nil, c.Errorf("element type %s is not supported", k)
		}
		return unaryKernel(k, func(in, out *tensor.Tensor) error { return reducePrecision(in, out, e, m) }), nil
	})
}
