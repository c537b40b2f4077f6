//go:build !amd64

package vmath

// vecISA names the instruction set of the vectorised paths: there is
// none on this architecture.
type vecISA int

const vecNone vecISA = 0

// activeVec is the instruction set of the vectorised paths: none.
const activeVec = vecNone

// supportedVecISAs lists the vectorised instruction sets: none.
func supportedVecISAs() []vecISA { return []vecISA{vecNone} }

// vecPrefix leaves every element to the portable code.
func vecPrefix(kernel, []float32, []float32, float32) int { return 0 }

// vecPrefixISA leaves every element to the portable code.
func vecPrefixISA(vecISA, kernel, []float32, []float32, float32) int { return 0 }

// maxPrefix leaves every element to the portable code.
func maxPrefix([]float32) (float32, int) { return 0, 0 }

// divPrefix leaves every element to the portable code.
func divPrefix([]float32, float32) int { return 0 }
