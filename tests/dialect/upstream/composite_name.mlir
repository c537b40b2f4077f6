// Composite names are namespaced op names, as upstream checks them.
// RUN: stablehlo-opt-go %s --split-input-file --verify-diagnostics

func.func @nested_namespace(%x: tensor<i64>) -> tensor<i64> {
  %0 = stablehlo.composite "odml.internal.add_n$1" %x {decomposition = @impl} : (tensor<i64>) -> tensor<i64>
  func.return %0 : tensor<i64>
}
func.func private @impl(%x: tensor<i64>) -> tensor<i64> {
  func.return %x : tensor<i64>
}

// -----

func.func @no_namespace(%x: tensor<i64>) -> tensor<i64> {
  // expected-error @+1 {{C1: expects a namespaced name, but got 'add_n'}}
  %0 = stablehlo.composite "add_n" %x {decomposition = @impl} : (tensor<i64>) -> tensor<i64>
  func.return %0 : tensor<i64>
}
func.func private @impl(%x: tensor<i64>) -> tensor<i64> {
  func.return %x : tensor<i64>
}

// -----

func.func @space(%x: tensor<i64>) -> tensor<i64> {
  // expected-error @+1 {{C1: expects a namespaced name, but got 'my.add n'}}
  %0 = stablehlo.composite "my.add n" %x {decomposition = @impl} : (tensor<i64>) -> tensor<i64>
  func.return %0 : tensor<i64>
}
func.func private @impl(%x: tensor<i64>) -> tensor<i64> {
  func.return %x : tensor<i64>
}

// -----

func.func @empty_segment(%x: tensor<i64>) -> tensor<i64> {
  // expected-error @+1 {{C1: expects a namespaced name, but got 'my..add'}}
  %0 = stablehlo.composite "my..add" %x {decomposition = @impl} : (tensor<i64>) -> tensor<i64>
  func.return %0 : tensor<i64>
}
func.func private @impl(%x: tensor<i64>) -> tensor<i64> {
  func.return %x : tensor<i64>
}

// -----

func.func @digit_first(%x: tensor<i64>) -> tensor<i64> {
  // expected-error @+1 {{C1: expects a namespaced name, but got '1my.add'}}
  %0 = stablehlo.composite "1my.add" %x {decomposition = @impl} : (tensor<i64>) -> tensor<i64>
  func.return %0 : tensor<i64>
}
func.func private @impl(%x: tensor<i64>) -> tensor<i64> {
  func.return %x : tensor<i64>
}

// -----

func.func @dash(%x: tensor<i64>) -> tensor<i64> {
  // expected-error @+1 {{C1: expects a namespaced name, but got 'my-ns.add'}}
  %0 = stablehlo.composite "my-ns.add" %x {decomposition = @impl} : (tensor<i64>) -> tensor<i64>
  func.return %0 : tensor<i64>
}
func.func private @impl(%x: tensor<i64>) -> tensor<i64> {
  func.return %x : tensor<i64>
}
