package vmath

// kernel names one of the package's functions for the vectorised paths.
type kernel int

const (
	kExp kernel = iota
	kExpm1
	kLog
	kLog1p
	kTanh
	kLogistic
)

// generic returns the portable implementation of k.
func (k kernel) generic() func(dst, src []float32) {
	switch k {
	case kExp:
		return expGeneric
	case kExpm1:
		return expm1Generic
	case kLog:
		return logGeneric
	case kLog1p:
		return log1pGeneric
	case kTanh:
		return tanhGeneric
	default:
		return logisticGeneric
	}
}

// apply sets dst[i] = k(src[i]): the vectorised path, where the processor
// has one, takes a prefix of the slices and the portable code the rest.
// Both give the same bits.
func apply(k kernel, dst, src []float32) {
	dst = dst[:len(src)]
	n := vecPrefix(k, dst, src)
	k.generic()(dst[n:], src[n:])
}

// Exp sets dst[i] = e^src[i].
func Exp(dst, src []float32) { apply(kExp, dst, src) }

// Expm1 sets dst[i] = e^src[i] - 1.
func Expm1(dst, src []float32) { apply(kExpm1, dst, src) }

// Log sets dst[i] = ln(src[i]).
func Log(dst, src []float32) { apply(kLog, dst, src) }

// Log1p sets dst[i] = ln(1 + src[i]).
func Log1p(dst, src []float32) { apply(kLog1p, dst, src) }

// Tanh sets dst[i] = tanh(src[i]), from tanh |x| = t/(t+2), t = e^(2|x|) - 1.
func Tanh(dst, src []float32) { apply(kTanh, dst, src) }

// Logistic sets dst[i] = 1 / (1 + e^-src[i]).
func Logistic(dst, src []float32) { apply(kLogistic, dst, src) }
