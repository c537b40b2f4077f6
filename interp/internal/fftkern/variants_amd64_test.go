//go:build amd64

package fftkern

import "unsafe"

// asmVariants returns the assembly passes this processor can run for
// blocks of m values.
func asmVariants(m int) map[string]func(re, im []float64, m int, tw []float64) {
	v := map[string]func(re, im []float64, m int, tw []float64){}
	if hasAVX2 && m >= 4 {
		v["avx2"] = func(re, im []float64, m int, tw []float64) {
			radix4AVX2(unsafe.SliceData(re), unsafe.SliceData(im), len(re), m, unsafe.SliceData(tw))
		}
	}
	if hasAVX2 && m == 2 {
		v["avx2-m2"] = func(re, im []float64, m int, tw []float64) {
			if len(re)%16 != 0 {
				radix4Go(re, im, m, tw)
				return
			}
			radix4M2AVX2(unsafe.SliceData(re), unsafe.SliceData(im), len(re), unsafe.SliceData(tw))
		}
	}
	if hasAVX512 && m >= 8 {
		v["avx512"] = func(re, im []float64, m int, tw []float64) {
			radix4AVX512(unsafe.SliceData(re), unsafe.SliceData(im), len(re), m, unsafe.SliceData(tw))
		}
	}
	return v
}
