//go:build !uninitpoison

package tensor

// poisonUninit is set in builds with the uninitpoison tag (see
// poison_on.go).
const poisonUninit = false

// PoisonUninit fills t with the poison pattern of uninitialised storage
// in builds with the uninitpoison tag, and does nothing otherwise.
func PoisonUninit(t *Tensor) {}
