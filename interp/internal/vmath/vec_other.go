//go:build !amd64

package vmath

// hasVector reports that no vectorised path exists on this architecture.
func hasVector() bool { return false }

// vecPrefix leaves every element to the portable code.
func vecPrefix(kernel, []float32, []float32, float32) int { return 0 }

// maxPrefix leaves every element to the portable code.
func maxPrefix([]float32) (float32, int) { return 0, 0 }

// divPrefix leaves every element to the portable code.
func divPrefix([]float32, float32) int { return 0 }
