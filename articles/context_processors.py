def preview(request):
    """Tell templates whether this is a staff preview of a draft (``views.get_or_preview``)."""
    return {"is_preview": getattr(request, "is_preview", False)}
