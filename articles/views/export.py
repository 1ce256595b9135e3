from django.http import JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.http import require_safe

from ..export import story_json
from ..models import Event


@require_safe
def story_export(request, slug):
    """Serve the story as JSON: the same data as ``manage.py export_event``."""
    story = get_object_or_404(Event.objects.published(), slug=slug)
    data = story_json(story, absolute=request.build_absolute_uri)
    return JsonResponse(data, json_dumps_params={"ensure_ascii": False})
